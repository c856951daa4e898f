import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { setupMockApi } from '../support/mockApi';
import { quietJsdom, signIn } from '../review/support';
import { dataRows } from '../support/tableRows';

/**
 * What the statements page's test files share (statements.test.tsx, statementsInvoice.test.tsx, split so that
 * jest's workers run them side by side): the msw mock, a quiet jsdom, and before each test English and demo
 * signed in.
 */
export function statementsPageTests(): void {
  setupMockApi();
  quietJsdom();
  beforeEach(async () => {
    localStorage.setItem('umi_locale', 'en-US');
    await signIn();
  });
}

export const PATH = '/financialReport/statements';

/** The table's month rows (each row's key is its month), once the 24 months are there. */
export async function rows(): Promise<HTMLElement[]> {
  const table = screen.getByTestId('statement-table');
  await waitFor(() => expect(table).toHaveAttribute('data-state', 'ready'));
  await waitFor(() => expect(dataRows(table)).toHaveLength(24));
  return dataRows(table);
}

/** Opens a month's statement; its body, once it shows that month. */
export async function openMonth(row: HTMLElement): Promise<HTMLElement> {
  fireEvent.click(within(row).getByRole('button'));
  const month = row.getAttribute('data-row-key') as string;
  await waitFor(() => expect(screen.getByTestId('statement-body')).toHaveAttribute('data-month', month));
  return screen.getByTestId('statement-body');
}
