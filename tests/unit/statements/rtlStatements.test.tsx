// Issue 16 and 31, moved from the browser (tests/e2e/specs/71-bidi.e2e.mjs, issue 30): in every right-to-left
// locale the statements list's amounts and a month's negative adjustment are one left-to-right isolate
// (LRI … PDI, src/components/text/isolate.ts) with no bidi marks inside: "-330.33 US$", never "$-330.33 US".
// What needs a real browser (the digits a page shows as laid out, hostile names' computed direction) stays there.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import StatementsPage from '@/features/statements/StatementsPage';
import { setupMockApi } from '../support/mockApi';
import { ALL_CODES, renderPage } from '../support/renderPage';
import { speak } from '../support/speak';
import { dataRows } from '../support/tableRows';
import { quietJsdom, signIn } from '../review/support';

setupMockApi();
quietJsdom();

const PATH = '/financialReport/statements';
type Rtl = 'ar-EG' | 'fa-IR' | 'he-IL';

beforeAll(async () => {
  for (const locale of ['ar-EG', 'fa-IR', 'he-IL']) await speak(locale);
});
beforeEach(() => signIn());

/** The statements page in `locale`: its 24 month rows once the table is ready. */
async function statementRows(locale: Rtl): Promise<HTMLElement[]> {
  renderPage(<StatementsPage />, { codes: ALL_CODES, path: PATH, locale });
  const table = screen.getByTestId('statement-table');
  await waitFor(() => expect(table).toHaveAttribute('data-state', 'ready'));
  await waitFor(() => expect(dataRows(table)).toHaveLength(24));
  return dataRows(table);
}

/** The cells' texts of the money columns (payable, gross, media revenue, adjustments) of the first rows. */
function moneyCells(rows: HTMLElement[]): string[] {
  return rows.slice(0, 3).flatMap((r) => {
    const cells = within(r).getAllByRole('cell');
    return [1, 4, 5, 6].map((i) => cells[i].textContent ?? '');
  });
}

describe.each<Rtl>(['ar-EG', 'fa-IR', 'he-IL'])('the statements page in %s', (locale) => {
  it("the list's amounts are isolated figures, the negative adjustments' minus first", async () => {
    const rows = await statementRows(locale);
    // Columns: month, payable, status, date (the key columns, issue 33), media revenue, adjustments (in view at
    // 1280 px, issue 52), gross, share. Every amount one LRI … PDI run, no marks.
    for (const text of moneyCells(rows)) {
      expect(text).toMatch(/^\u2066[^\u2069]*\d\.\d{2}[^\u2069]*\u2069$/);
      expect(text).not.toMatch(/[\u061c\u200e\u200f]/);
    }
    // Negative adjustments: the minus leads the run ("-331.13 US$", never "$-331.13 US").
    const adjustments = rows.map((r) => within(r).getAllByRole('cell')[5].textContent ?? '');
    expect(adjustments.filter((a) => /^\u2066[-−]/.test(a)).length).toBeGreaterThan(0);

    if (locale === 'he-IL') return;
    // ar-EG and fa-IR: last month, issued, with its invalid-traffic adjustment (negative), opened.
    fireEvent.click(within(rows[1]).getByRole('button'));
    const month = rows[1].getAttribute('data-row-key') as string;
    const body = await waitFor(() => {
      const found = screen.getByTestId('statement-body');
      expect(found).toHaveAttribute('data-month', month);
      return found;
    });
    const first = await waitFor(
      () => within(within(body).getByTestId('statement-adjustments')).getAllByRole('listitem')[0],
    );
    expect(first).toBeVisible();
    const text = first.textContent ?? '';
    // The amount is one left-to-right isolate with no marks inside: "-330.33 US$" or "−$ 330.33".
    const amount = /\u2066([^\u2069]*)\u2069/.exec(text)?.[1] ?? '';
    expect(amount).toMatch(/^[-−]/);
    expect(amount).not.toMatch(/[\u061c\u200e\u200f]/);
    expect(amount).toMatch(/\d\.\d{2}/);
    // The reason in the reader's language, not the provider's English.
    expect(text).not.toContain('Invalid traffic removed');
  });
});
