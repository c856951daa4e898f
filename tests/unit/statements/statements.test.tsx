import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import StatementsPage from '@/features/statements/StatementsPage';
import InvoiceModal from '@/features/statements/components/InvoiceModal';
import { fileProblem } from '@/features/statements/fileRules';
import { downloadInvoice, getStatement } from '@/features/statements/api';
import { setupMockApi } from '../support/mockApi';
import { ALL_CODES, renderPage } from '../support/renderPage';
import { quietJsdom, signIn } from '../review/support';
import { dataRows } from '../support/tableRows';

setupMockApi();
quietJsdom();

beforeEach(async () => {
  localStorage.setItem('umi_locale', 'en-US');
  await signIn();
});

const PATH = '/financialReport/statements';

/** The table's month rows (each row's key is its month), once the 24 months are there. */
async function rows(): Promise<HTMLElement[]> {
  const table = screen.getByTestId('statement-table');
  await waitFor(() => expect(table).toHaveAttribute('data-state', 'ready'));
  await waitFor(() => expect(dataRows(table)).toHaveLength(24));
  return dataRows(table);
}

/** Opens a month's statement; its body, once it shows that month. */
async function openMonth(row: HTMLElement): Promise<HTMLElement> {
  fireEvent.click(within(row).getByRole('button'));
  const month = row.getAttribute('data-row-key') as string;
  await waitFor(() => expect(screen.getByTestId('statement-body')).toHaveAttribute('data-month', month));
  return screen.getByTestId('statement-body');
}

/** rc-upload renders a new input after each choice: find it every time. */
function upload(file: File) {
  fireEvent.change(screen.getByTestId('invoice-file-input'), { target: { files: [file] } });
}

describe('the statements page', () => {
  it('lists 24 months newest first with status and the billing time zone; a month opens with its reconciliation', async () => {
    renderPage(<StatementsPage />, { codes: ALL_CODES, path: PATH });
    expect(screen.getByTestId('billing-time-zone')).toHaveTextContent('Asia/Shanghai');
    const list = await rows();
    const months = list.map((r) => r.getAttribute('data-row-key') as string);
    expect([...months].sort().reverse()).toEqual(months);
    expect(within(list[0]).getByText('Open')).toBeInTheDocument();
    expect(within(list[1]).getByText('Pending your confirmation')).toBeInTheDocument();
    const drawer = await openMonth(list[1]);
    await waitFor(() => expect(within(drawer).getByTestId('reconciliation')).toBeInTheDocument());
    expect(within(drawer).getByTestId('open-settlement')).toHaveAttribute(
      // In the billing zone, where the statement's month is cut.
      'href',
      expect.stringMatching(
        new RegExp(`^/information/settlement\\?start=${months[1]}-01&end=${months[1]}-\\d{2}&tz=billing$`),
      ),
    );
    expect(within(drawer).getByTestId('statement-adjustments')).toHaveTextContent(/Invalid traffic/);
    expect(within(drawer).getByText('By app')).toBeInTheDocument();
  });

  it("reconciles a month from the report's earnings through each adjustment to 0.00 unexplained (issue 31)", async () => {
    renderPage(<StatementsPage />, { codes: ALL_CODES, path: PATH });
    const list = await rows();
    const drawer = await openMonth(list[2]);
    const rec = await waitFor(() => within(drawer).getByTestId('reconciliation'));
    const line = (label: string) => within(rec).getByRole('row', { name: (name) => name.startsWith(label) });
    expect(line('Settlement report gross revenue (daily figures)')).toHaveTextContent(/\$[\d,]+\.\d{2}/);
    expect(line('Platform share (30%)')).toHaveTextContent(/-\$[\d,]+\.\d{2}/);
    // The report's earnings are the statement's media revenue before adjustments: the same figure in the summary.
    const earnings = within(rec).getByTestId('reconciliation-earnings').textContent as string;
    // One left-to-right run (isolateFigure): the amount inside the isolates.
    expect(earnings).toMatch(/^\u2066?\$[\d,]+\.\d{2}\u2069?$/);
    expect(within(drawer).getAllByText(earnings).length).toBeGreaterThanOrEqual(2);
    expect(line('Invalid traffic')).toBeInTheDocument();
    expect(line('Unexplained difference')).toHaveTextContent('$0.00');
    // Older than the report's year: nothing to reconcile, as before.
    const oldest = await openMonth(list[23]);
    await waitFor(() => expect(within(oldest).getByText(/nothing to reconcile/)).toBeInTheDocument());
    expect(within(oldest).queryByText('Unexplained difference')).not.toBeInTheDocument();
  });

  it('confirms a pending month after a confirmation dialog', async () => {
    renderPage(<StatementsPage />, { codes: ALL_CODES, path: PATH });
    const list = await rows();
    const drawer = await openMonth(list[1]);
    const actions = await waitFor(() => within(drawer).getByTestId('statement-actions'));
    fireEvent.click(within(actions).getByRole('button', { name: 'Confirm' }));
    // The confirmation: the dialog that asks about the statement (the drawer is a dialog too).
    const dialog = await waitFor(() => {
      const asking = screen.getAllByRole('dialog').find((d) => /Confirm the statement of/.test(d.textContent ?? ''));
      expect(asking).toBeDefined();
      return asking as HTMLElement;
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm statement' }));
    await waitFor(() => expect(within(list[1]).getByText('Confirmed')).toBeInTheDocument());
  });

  it('with MonthBillReportView only: reads the month but offers no action', async () => {
    renderPage(<StatementsPage />, { codes: ['MonthBillReportView'], path: PATH });
    const list = await rows();
    const drawer = await openMonth(list[1]);
    await waitFor(() => expect(within(drawer).getByTestId('statement-read-only')).toBeInTheDocument());
    expect(within(drawer).queryByRole('button', { name: 'Confirm' })).not.toBeInTheDocument();
    expect(within(drawer).queryByRole('button', { name: 'Dispute' })).not.toBeInTheDocument();
    expect(screen.queryByText('Payment details and history')).not.toBeInTheDocument();
  });
});

describe('the invoice download (issue 33)', () => {
  it('is offered to the main account on a paid month, which downloads it', async () => {
    renderPage(<StatementsPage />, { codes: ALL_CODES, path: PATH });
    const list = await rows();
    const paid = list.find((r) => r.textContent?.includes('Paid')) as HTMLElement;
    const drawer = await openMonth(paid);
    const records = await within(drawer).findByTestId('statement-records');
    expect(await within(records).findByRole('button', { name: /Download invoice/ })).toBeInTheDocument();
    await expect(downloadInvoice(paid.getAttribute('data-row-key') as string)).resolves.toBeInstanceOf(Blob);
  });

  it('is not offered to a sub-account that sees some apps only and does not manage statements (the server refuses it)', async () => {
    await signIn('ops01');
    renderPage(<StatementsPage />, { codes: ['HomeView', 'MonthBillReportView'], path: PATH });
    const list = await rows();
    const paid = list.find((r) => r.textContent?.includes('Paid')) as HTMLElement;
    const drawer = await openMonth(paid);
    const records = await within(drawer).findByTestId('statement-records');
    await waitFor(() => expect(records).toHaveTextContent('INV-'));
    expect(within(records).queryByRole('button', { name: /Download invoice/ })).not.toBeInTheDocument();
    // The same rule as the server's download (mock/__tests__/statements/invoiceFile.test.ts: 403 for ops01).
    const detail = await getStatement(paid.getAttribute('data-row-key') as string);
    expect(detail.invoice?.downloadable).toBe(false);
  });
});

describe('the invoice form', () => {
  it('refuses a wrong type and an oversize file with clear messages and keeps what was typed', async () => {
    // The seed's confirmed month: three months back.
    const renderModal = (month: string, onClose = jest.fn()) => {
      renderPage(<InvoiceModal month={month} open onClose={onClose} />, { codes: ALL_CODES });
      return onClose;
    };
    // The mock seeds the publisher on its first billing call; its confirmed month is three months back.
    renderPage(<StatementsPage />, { codes: ALL_CODES, path: PATH });
    const list = await rows();
    expect(within(list[3]).getByText('Confirmed')).toBeInTheDocument();
    const month = list[3].getAttribute('data-row-key') as string;
    const onClose = renderModal(month);
    const number = await screen.findByLabelText('Invoice number');
    fireEvent.change(number, { target: { value: 'INV-77' } });
    upload(new File(['hello'], 'invoice.txt', { type: 'text/plain' }));
    fireEvent.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText('Only PDF files are accepted')).toBeInTheDocument();
    upload(new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'invoice.pdf', { type: 'application/pdf' }));
    fireEvent.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText('The file is larger than 5 MB')).toBeInTheDocument();
    expect(number).toHaveValue('INV-77');
    // A PDF by name whose content is not one: the server refuses, the form keeps its values and stays open.
    upload(new File(['not a pdf'], 'invoice.pdf', { type: 'application/pdf' }));
    fireEvent.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText(/The invoice was not accepted/)).toBeInTheDocument();
    expect(number).toHaveValue('INV-77');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('checks type and size before sending', () => {
    const f = (name: string, size: number, type: string) => ({ name, size, type });
    expect(fileProblem(f('a.pdf', 10, 'application/pdf'), 'invoice')).toBeNull();
    expect(fileProblem(f('a.PDF', 10, ''), 'invoice')).toBeNull();
    expect(fileProblem(f('a.png', 10, 'image/png'), 'invoice')).toBe('payments.file.type.pdf');
    expect(fileProblem(f('a.pdf', 10, 'text/html'), 'invoice')).toBe('payments.file.type.pdf');
    expect(fileProblem(f('a.png', 10, 'image/png'), 'attachment')).toBeNull();
    expect(fileProblem(f('a.exe', 10, ''), 'attachment')).toBe('payments.file.type.attachment');
    expect(fileProblem(f('a.pdf', 5 * 1024 * 1024 + 1, 'application/pdf'), 'invoice')).toBe('payments.file.size');
    expect(fileProblem(f('a.pdf', 0, 'application/pdf'), 'invoice')).toBe('payments.file.empty');
  });
});
