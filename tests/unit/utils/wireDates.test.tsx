// Issue 35, defects 1 and 2: a date written for the wire (an API example, a payment's day) was read off a
// locale's pattern (en-CA's YYYY-MM-DD), which WebKit with the system's ICU writes as M/D/YYYY; in a browser
// east of the billing zone the payment's day then read one day early. Each helper is run under three ICU
// behaviours and in zones east (Tokyo) and west (Los Angeles) of the billing zone (Shanghai), and UTC.
import { screen, waitFor, within } from '@testing-library/react';
import { dayOf, hourLabel } from '@/contract/zone';
import PaymentsPage from '@/features/payments/PaymentsPage';
import { reportingDay } from '@/features/reportApi/guide';
import { ICU_BEHAVIOURS, inTimeZone, stubIcu, type IcuBehaviour } from '../support/icuAndZone';
import { setupMockApi } from '../support/mockApi';
import { ALL_CODES, renderPage } from '../support/renderPage';
import { quietJsdom, signIn } from '../review/support';

const api = setupMockApi();
quietJsdom();

const ZONES = ['Asia/Tokyo', 'America/Los_Angeles', 'UTC'];
const CASES: [IcuBehaviour, string][] = ICU_BEHAVIOURS.flatMap((b) => ZONES.map((z): [IcuBehaviour, string] => [b, z]));

// The page under the two ICU behaviours that differ for en-US pages, east and west of the billing zone.
const PAGE_CASES: [IcuBehaviour, string][] = [
  ['native', 'Asia/Tokyo'],
  ['en-CA as M/D/YYYY', 'Asia/Tokyo'],
  ['en-CA as M/D/YYYY', 'America/Los_Angeles'],
];

let undo: (() => void)[] = [];
afterEach(() => {
  undo.reverse().forEach((u) => u());
  undo = [];
});
const under = (behaviour: IcuBehaviour, zone: string) => undo.push(stubIcu(behaviour), inTimeZone(zone));

// 2026-07-19 17:30 UTC: already 07-20 in Shanghai and Tokyo, still 07-19 in Los Angeles.
const AT = Date.parse('2026-07-19T17:30:00Z');

describe.each(CASES)('ICU %s, browser in %s', (behaviour, zone) => {
  test('the stub is in force (M/D/YYYY where asked)', () => {
    under(behaviour, zone);
    const written = new Intl.DateTimeFormat('en-CA', { timeZone: 'UTC' }).format(AT);
    expect(written).toBe(behaviour === 'native' ? '2026-07-19' : '7/19/2026');
  });

  test('calendar days and hours from their parts', () => {
    under(behaviour, zone);
    expect(dayOf('Asia/Shanghai', AT)).toBe('2026-07-20');
    expect(dayOf('America/Los_Angeles', AT)).toBe('2026-07-19');
    expect(hourLabel('Asia/Shanghai', AT)).toBe('2026-07-20T01:30+08:00');
    expect(hourLabel('America/Los_Angeles', AT)).toBe('2026-07-19T10:30-07:00');
  });

  test('the Report API example asks for ISO days (defect 1)', () => {
    under(behaviour, zone);
    expect(reportingDay(0, AT, 'Asia/Shanghai')).toBe('2026-07-20');
    expect(reportingDay(7, AT, 'Asia/Shanghai')).toBe('2026-07-13');
    expect(reportingDay(1, AT, 'America/Los_Angeles')).toBe('2026-07-18');
  });
});

describe('"Paid on" is the payment\'s day in the billing zone (defect 2)', () => {
  beforeEach(async () => {
    localStorage.setItem('umi_locale', 'en-US');
    await signIn();
  });

  it.each(PAGE_CASES)('ICU %s, browser in %s', async (behaviour, zone) => {
    under(behaviour, zone);
    renderPage(<PaymentsPage />, { codes: ALL_CODES, path: '/financialReport/payments' });
    const table = await screen.findByTestId('payment-history');
    const { payments } = api.mock.state();
    const paymentOf = (row: HTMLElement) => payments.find((p) => row.textContent?.includes(p.reference));
    const rows = await waitFor(() => {
      const body = within(table).getAllByRole('row').slice(1);
      expect(body.length).toBeGreaterThan(0);
      body.forEach((row) => expect(paymentOf(row)).toBeDefined());
      return body;
    });
    for (const row of rows) {
      // Shanghai keeps UTC+8 all year: its day is the UTC day eight hours on, written as en-US writes a day.
      const [y, m, d] = new Date(paymentOf(row)!.paidAt + 8 * 3_600_000).toISOString().slice(0, 10).split('-');
      expect(within(row).getAllByRole('cell')[0]).toHaveTextContent(`${m}/${d}/${y}`);
    }
  });
});
