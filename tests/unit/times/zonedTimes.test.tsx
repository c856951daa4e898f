/**
 * Issue 31: no time a publisher reads is a bare ISO instant. Every one (the mails, the invitation page, a
 * scheduled file) is in the account's zone with the zone named (src/contract/zonedTime.ts).
 */
import { screen } from '@testing-library/react';
import * as XLSX from 'xlsx';
import PasswordLinkPage from '@/features/signIn/PasswordLinkPage';
import { inviteSubAccount } from '@/features/team/api';
import { configureSession } from '@/session';
import { post } from '@/request';
import { formatZonedTime } from '@/contract/zonedTime';
import { PROVIDER_TIME_ZONE } from '@/contract/constants';
import type { ReportDelivery, ReportSchedule, SavedReport } from '@/contract/typings';
import { INVITE_TTL_MS } from '../../../mock/core/team/invitations';
import { setupMockApi } from '../support/mockApi';
import { renderPage } from '../support/renderPage';
import { inAct } from '../support/inAct';
import { DEMO, signInAs } from '../support/signInToken';

setupMockApi();
const EMAIL = 'invitee@studio.test';
/** An ISO 8601 instant as a machine writes it: 2026-11-27T13:33:02.215Z. */
const BARE_ISO = /\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
const NAMED_ZONE = /\((GMT[+-]\d{2}:\d{2} [^)]+|UTC)\)/;
/** The Gregorian year of an instant in the demo account's zone (the provider's), in Latin digits. */
const gregorianYear = (at: number) =>
  new Intl.DateTimeFormat('en-US', { timeZone: PROVIDER_TIME_ZONE, year: 'numeric' }).format(at);

const control = async <T,>(path: string, body?: unknown): Promise<T> => {
  const res = await fetch(`http://localhost${path}`, {
    method: body ? 'POST' : 'GET',
    headers: { 'content-type': 'application/json' },
    body: body ? JSON.stringify(body) : undefined,
  });
  return ((await res.json()) as { result: T }).result;
};

beforeEach(async () => {
  localStorage.clear();
  localStorage.setItem('umi_locale', 'en-US');
  configureSession({ navigate: jest.fn(), notify: jest.fn(), currentPath: () => '/accounts/subaccount' });
  await signInAs(...DEMO);
});

/** The main account invites "invitee" (In Vitee) at EMAIL: the mail and the link page under test. */
const inviteInVitee = () =>
  inAct(() =>
    inviteSubAccount({ account_name: 'invitee', name: 'In Vitee', email: EMAIL, menuCodes: ['HomeView'], appIds: [] }),
  );

describe('formatZonedTime', () => {
  it('writes the local time from the locale parts with the zone named', () => {
    const at = Date.UTC(2026, 10, 28, 1, 30);
    expect(formatZonedTime(at, 'Asia/Shanghai', 'en-GB')).toBe('28 Nov 2026, 09:30 (GMT+08:00 Shanghai)');
    expect(formatZonedTime(at, 'America/Los_Angeles', 'en-US')).toBe('Nov 27, 2026, 17:30 (GMT-08:00 Los Angeles)');
    expect(formatZonedTime(at, 'UTC', 'en-GB')).toBe('28 Nov 2026, 01:30 (UTC)');
    expect(formatZonedTime(at, 'Asia/Shanghai', 'zh-CN')).toContain('(GMT+08:00 Shanghai)');
  });

  it('writes the Gregorian year in Latin digits in every language, as the console does (files, mails)', () => {
    const at = Date.UTC(2026, 10, 28, 1, 30);
    for (const locale of ['fa-IR', 'th-TH', 'ar-EG']) {
      const text = formatZonedTime(at, 'Asia/Tehran', locale);
      expect(text).toContain('2026');
      expect(text).not.toMatch(/[\u0660-\u0669\u06f0-\u06f9]|2569|1405/);
    }
    // A tag that names its own calendar keeps it.
    expect(formatZonedTime(at, 'Asia/Bangkok', 'th-TH-u-ca-buddhist')).toContain('2569');
  });
});

describe('no bare ISO time where a publisher reads one', () => {
  it('the invitation mail and the invitation page name the zone', async () => {
    await inviteInVitee();
    const notices = await control<{ subject: string; text: string }[]>(
      `/__mock/notices?email=${encodeURIComponent(EMAIL)}`,
    );
    expect(notices.length).toBeGreaterThan(0);
    for (const n of notices) {
      expect(`${n.subject} ${n.text}`).not.toMatch(BARE_ISO);
      expect(n.text).toMatch(NAMED_ZONE);
    }
    const token = /token=([0-9a-f]+)/.exec(notices[0].text)?.[1] ?? '';
    localStorage.clear();
    localStorage.setItem('umi_locale', 'en-US');
    renderPage(<PasswordLinkPage />, { path: `/user/password?token=${token}` });
    const expiry = await screen.findByText(/This link works once and until/);
    expect(expiry.textContent).toMatch(NAMED_ZONE);
    expect(document.body.textContent).not.toMatch(BARE_ISO);
  });

  // The mail is written in the inviting console's locale (the mock's language, issue 31): its expiry too, in
  // Latin digits and the Gregorian calendar as the console writes dates (src/utils/numbering.ts).
  // The year is the expiry's, in the account's zone (not a literal: the suite runs on any date, New Year's week too).
  const yearAlone = (year: string) => new RegExp(`(^|\\D)(${year})(\\D|$)`);
  it.each([
    ['ja-JP', /招待/, (year: string) => new RegExp(`(${year})年\\d{1,2}月\\d{1,2}日`)],
    ['ar-EG', /دعاك/, yearAlone],
    ['fa-IR', /دعوت/, yearAlone],
  ])('the invitation mail in %s: its language, the zone named', async (locale, words, date) => {
    localStorage.setItem('umi_locale', locale);
    const before = Date.now();
    await inviteInVitee();
    const expiryYear = [...new Set([before, Date.now()].map((at) => gregorianYear(at + INVITE_TTL_MS)))].join('|');
    const [mail] = await control<{ subject: string; text: string }[]>(
      `/__mock/notices?email=${encodeURIComponent(EMAIL)}`,
    );
    expect(`${mail.subject} ${mail.text}`).toMatch(words);
    expect(`${mail.subject} ${mail.text}`).not.toMatch(BARE_ISO);
    expect(mail.text).toMatch(NAMED_ZONE);
    expect(mail.text).toMatch(date(expiryYear));
    expect(mail.text).not.toMatch(/[\u0660-\u0669\u06F0-\u06F9]/);
  });

  it('a scheduled delivery: its mail and every cell of its file', async () => {
    const saved = (
      await post<SavedReport>(
        '/media/savedReport/create',
        {
          name: 'Weekly',
          query: 'group=day&compare=previousPeriod',
          period: { kind: 'last7Days' },
        },
        { noMsg: true },
      )
    ).result as SavedReport;
    const schedule = (
      await post<ReportSchedule>(
        '/media/reportSchedule/create',
        {
          reportId: saved.id,
          frequency: 'daily',
          hour: 8,
          recipients: ['boss@example.test'],
          format: 'xlsx',
          locale: 'en-US',
        },
        { noMsg: true },
      )
    ).result as ReportSchedule;
    const [delivery] = await control<ReportDelivery[]>('/__mock/schedules/run', { id: schedule.id });
    expect(`${delivery.subject} ${delivery.text}`).not.toMatch(BARE_ISO);
    const file = await fetch(`http://localhost${delivery.fileUrl}`);
    const wb = XLSX.read(new Uint8Array(await file.arrayBuffer()), { type: 'array' });
    const csv = XLSX.utils.sheet_to_csv(wb.Sheets[wb.SheetNames[0]]);
    expect(csv).not.toMatch(BARE_ISO);
    expect(csv).toMatch(/Generated at,"?[^\n]*\(GMT[+-]\d{2}:\d{2} [^)]+\)/);
  });
});
