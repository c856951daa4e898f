import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import StatementsPage from '@/features/statements/StatementsPage';
import InvoiceModal from '@/features/statements/components/InvoiceModal';
import { fileProblem } from '@/features/statements/fileRules';
import { downloadInvoice, getStatement } from '@/features/statements/api';
import { ALL_CODES, renderPage } from '../support/renderPage';
import { signIn } from '../review/support';
import { openMonth, PATH, rows, statementsPageTests } from './support';

// A month's invoice on the statements page: its download and the form that sends it (the page itself:
// statements.test.tsx).
statementsPageTests();

/** rc-upload renders a new input after each choice: find it every time. */
function upload(file: File) {
  fireEvent.change(screen.getByTestId('invoice-file-input'), { target: { files: [file] } });
}

describe('the invoice download (issue 33)', () => {
  it('is offered to the main account on a paid month, which downloads it', async () => {
    renderPage(<StatementsPage />, { codes: ALL_CODES, path: PATH });
    const list = await rows();
    const paid = list.find((r) => within(r).queryByText(/^Paid \d/)) as HTMLElement;
    const drawer = await openMonth(paid);
    const records = await within(drawer).findByTestId('statement-records');
    expect(await within(records).findByRole('button', { name: /Download invoice/ })).toBeInTheDocument();
    await expect(downloadInvoice(paid.getAttribute('data-row-key') as string)).resolves.toBeInstanceOf(Blob);
  });

  it('is not offered to a sub-account that sees some apps only and does not manage statements (the server refuses it)', async () => {
    await signIn('ops01');
    renderPage(<StatementsPage />, { codes: ['HomeView', 'MonthBillReportView'], path: PATH });
    const list = await rows();
    const paid = list.find((r) => within(r).queryByText(/^Paid \d/)) as HTMLElement;
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
