/**
 * The one source of a settlement file's words (issue 31): its column titles and its filters block come from the
 * console's own texts by key, for the page's export (the console's messages) and the provider's scheduled files
 * (src/contract/reportWords.ts, generated from those messages by `npm run contract`, which reads the ids here), so
 * the two files say the same in every locale; the server's English or Chinese titles are not used.
 * Import-free (the contract script evaluates it as is).
 */

/** A column key of the export → the console's message id of its title. */
export const COLUMN_WORD_IDS: Record<string, string> = {
  date: 'settlement.col.date',
  hour: 'settlement.col.hour',
  status: 'settlement.col.status',
  appName: 'settlement.col.app',
  appId: 'settlement.export.appId',
  adPositionName: 'settlement.col.adPosition',
  adPositionId: 'settlement.export.adPositionId',
  unitId: 'settlement.col.unitId',
  adType: 'settlement.col.adType',
  platform: 'settlement.col.platform',
  country: 'settlement.col.country',
  countryCode: 'settlement.export.countryCode',
  requests: 'settlement.col.requests',
  fills: 'settlement.col.fills',
  fillRate: 'settlement.col.fillRate',
  impressions: 'settlement.col.impressions',
  showRate: 'settlement.col.showRate',
  clicks: 'settlement.col.clicks',
  ctr: 'settlement.col.ctr',
  ecpm: 'settlement.col.ecpm',
  revenue: 'settlement.col.revenue',
  earnings: 'settlement.col.earnings',
  earningsEcpm: 'settlement.col.earningsEcpm',
};

const GROUPINGS = ['day', 'hour', 'app', 'adPosition', 'adType', 'platform', 'country'];
const AD_TYPE_CODES = ['splash', 'banner', 'interstitial', 'native', 'rewarded'];
const PLATFORM_CODES = ['android', 'ios'];

/** The message ids the filters block reads (the scheduled files' table carries them under these ids). */
export const FILTER_WORD_IDS: string[] = [
  'settlement.filter.apps',
  'settlement.filter.allApps',
  'settlement.filter.adPositions',
  'settlement.filter.allAdPositions',
  'settlement.filter.adTypes',
  'settlement.filter.allAdTypes',
  'settlement.filter.platforms',
  'settlement.filter.countries',
  'settlement.filter.groupBy',
  ...GROUPINGS.map((g) => `settlement.groupBy.${g}`),
  ...AD_TYPE_CODES.map((a) => `settlement.adType.${a}`),
  ...PLATFORM_CODES.map((p) => `settlement.platform.${p}`),
];

/** What the filters block needs of a report's call (the export body's fields). */
export interface FilterParams {
  appIds?: number[];
  adPositionIds?: number[];
  adTypes?: string[];
  platforms?: string[];
  countries?: string[];
  groupBy?: string[];
}

export interface FilterNames {
  apps: { value: number; label: string }[] | null;
  adPositions: { value: number; label: string }[] | null;
}

function named(ids: number[] | undefined, options: FilterNames['apps'], all: string): string {
  if (!ids?.length) return all;
  const names = new Map((options ?? []).map((o) => [o.value, o.label]));
  return ids.map((id) => names.get(id) ?? `#${id}`).join(', ');
}

/**
 * The filters of a file as label | value lines of its preamble, named: apps and ad positions by name (an ID with
 * no known name as #ID), ad types, platforms, countries and groupings in the reader's language. Platforms and
 * countries only when chosen (most reports are not filtered by them).
 */
export function settlementFilters(
  params: FilterParams,
  names: FilterNames,
  t: (id: string) => string,
  country: (code: string) => string,
): [string, string][] {
  const adTypes = params.adTypes?.length
    ? params.adTypes.map((a) => t(`settlement.adType.${a}`)).join(', ')
    : t('settlement.filter.allAdTypes');
  const chosen: [string, string][] = [];
  if (params.platforms?.length)
    chosen.push([
      t('settlement.filter.platforms'),
      params.platforms.map((p) => t(`settlement.platform.${p}`)).join(', '),
    ]);
  if (params.countries?.length)
    chosen.push([t('settlement.filter.countries'), params.countries.map(country).join(', ')]);
  return [
    [t('settlement.filter.apps'), named(params.appIds, names.apps, t('settlement.filter.allApps'))],
    [
      t('settlement.filter.adPositions'),
      named(params.adPositionIds, names.adPositions, t('settlement.filter.allAdPositions')),
    ],
    [t('settlement.filter.adTypes'), adTypes],
    ...chosen,
    [t('settlement.filter.groupBy'), (params.groupBy ?? ['day']).map((g) => t(`settlement.groupBy.${g}`)).join(', ')],
  ];
}
