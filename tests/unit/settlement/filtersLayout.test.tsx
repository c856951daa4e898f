// The report's filters at both widths (issues 33, 34): on wider screens the folded filters behind
// "More filters" with their count; on a phone every filter behind "Filters" with the count of the
// active ones, and the totals before the rows.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { PHONE_QUERY } from '@/hooks/usePhone';
import { addDays, todayIn } from '@/utils/dateRange';
import { configureSession } from '@/session';
import { setupMockApi } from '../support/mockApi';
import { renderSettlement, where } from './renderSettlement';
import { signInDemo } from './support';

setupMockApi();
const today = todayIn('Asia/Shanghai');
const yesterday = addDays(today, -1);

const ready = () =>
  waitFor(() => expect(screen.getByTestId('settlement-table')).toHaveAttribute('data-state', 'ready'));

const desktopMedia = window.matchMedia;
/** The window as a phone sees it: only the phone query matches. */
function asPhone() {
  window.matchMedia = (query: string) => ({ ...desktopMedia(query), matches: query === PHONE_QUERY });
}

beforeEach(async () => {
  localStorage.clear();
  localStorage.setItem('umi_locale', 'en-US');
  configureSession({ navigate: jest.fn(), notify: jest.fn(), currentPath: () => '/information/settlement' });
  await signInDemo();
});

afterEach(() => {
  window.matchMedia = desktopMedia;
});

describe('settlement filters on wider screens', () => {
  it('folds the less used filters behind "More filters", which counts the active ones', async () => {
    renderSettlement('?types=banner&countries=US');
    await ready();
    const more = screen.getByRole('button', { name: 'More filters (2)' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('combobox', { name: 'Ad types' })).not.toBeInTheDocument();
    // The most used ones stay in view.
    expect(screen.getByRole('combobox', { name: 'Apps' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'App' })).toBeVisible();

    fireEvent.click(more);
    expect(more).toHaveAttribute('aria-expanded', 'true');
    // In the accessibility tree now (role queries leave hidden elements out).
    expect(screen.getByRole('combobox', { name: 'Ad types' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Countries' })).toBeInTheDocument();
    fireEvent.click(more);
    expect(screen.queryByRole('combobox', { name: 'Countries' })).not.toBeInTheDocument();
  });

  it('says "More filters" alone while none of them is set', async () => {
    renderSettlement('?apps=1001');
    await ready();
    expect(screen.getByRole('button', { name: 'More filters' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Filters/ })).not.toBeInTheDocument();
  });
});

describe('settlement filters on a phone', () => {
  it('counts the active filters on one button, shows the totals first and applies from the sheet', async () => {
    asPhone();
    renderSettlement(`?start=${yesterday}&end=${yesterday}&group=app&apps=1001`);
    await ready();
    // Period, apps and grouping differ from a fresh report's.
    const button = screen.getByRole('button', { name: 'Filters (3)' });
    expect(screen.queryByRole('button', { name: 'Query' })).not.toBeInTheDocument();
    const totals = screen.getByTestId('settlement-totals-card');
    expect(within(totals).getByText('Estimated earnings')).toBeInTheDocument();
    // The totals come before the rows.
    expect(totals.compareDocumentPosition(screen.getByTestId('settlement-table'))).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );

    fireEvent.click(button);
    const sheet = await screen.findByRole('dialog', { name: 'Filters' });
    // Presets instead of the two-month calendar.
    expect(within(sheet).getByRole('radio', { name: 'Yesterday' })).toBeChecked();
    fireEvent.click(within(sheet).getByRole('radio', { name: 'Last 7 days' }));
    fireEvent.click(within(sheet).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(where().get('start')).toBe(addDays(today, -6)));
    expect(where().get('group')).toBe('app');
    await ready();
    expect(screen.getByRole('button', { name: 'Filters (2)' })).toBeInTheDocument();
  });

  it("says the totals include today's partial day, and until when, only for a period holding today", async () => {
    asPhone();
    const { unmount } = renderSettlement(`?start=${yesterday}&end=${yesterday}&group=app`);
    await ready();
    expect(within(screen.getByTestId('settlement-totals-card')).queryByText(/^Includes today/)).not.toBeInTheDocument();
    unmount();
    renderSettlement(`?start=${addDays(today, -6)}&end=${today}&group=app`);
    await ready();
    const [y, m, d] = today.split('-');
    expect(
      within(screen.getByTestId('settlement-totals-card')).getByTestId('settlement-totals-partial'),
    ).toHaveTextContent(new RegExp(`^Includes today \\(${m}/${d}/${y}\\) so far, until \\d{2}:00 GMT\\+8$`));
  });

  it('says "Filters" alone for a fresh report', async () => {
    asPhone();
    renderSettlement();
    await ready();
    expect(screen.getByRole('button', { name: 'Filters' })).toBeInTheDocument();
  });
});
