// Issue 33: the uploaded invoice can be downloaded (as uploaded) and replaced, through the request layer.
import { downloadInvoice, listStatements, replaceInvoice, uploadInvoice } from '@/features/statements/api';
import { inAct } from '../support/inAct';
import { setupMockApi } from '../support/mockApi';
import { signIn } from '../review/support';

setupMockApi();

beforeEach(async () => {
  localStorage.setItem('umi_locale', 'en-US');
  await signIn();
});

// The fetch globals' Blob (what FormData takes here), named like the File a user picks.
const pdf = (text: string) =>
  Object.assign(new Blob([`%PDF-1.4\n% ${text}\n%%EOF\n`], { type: 'application/pdf' }), {
    name: `${text}.pdf`,
  }) as File;
const textOf = (blob: Blob) => blob.text();

async function monthIn(status: string): Promise<string> {
  const bill = (await listStatements()).list.find((b) => b.status === status);
  if (!bill) throw new Error(`no ${status} month in the seed`);
  return bill.month;
}

describe('invoice file', () => {
  it('downloads the file as uploaded, then the replacement', async () => {
    const month = await monthIn('confirmed');
    await inAct(() => uploadInvoice({ month, invoiceNumber: 'INV-1', file: pdf('first') }));
    expect(await textOf(await downloadInvoice(month))).toBe('%PDF-1.4\n% first\n%%EOF\n');
    const bill = await inAct(() => replaceInvoice({ month, invoiceNumber: 'INV-2', file: pdf('second') }));
    expect(bill.status).toBe('invoiced');
    expect(await textOf(await downloadInvoice(month))).toBe('%PDF-1.4\n% second\n%%EOF\n');
  });

  it('a month without an invoice is refused (an HTTP status, never an envelope saved as a PDF)', async () => {
    const month = await monthIn('pending');
    await expect(downloadInvoice(month)).rejects.toThrow();
  });

  it('a paid month keeps its invoice', async () => {
    const month = await monthIn('paid');
    await expect(replaceInvoice({ month, invoiceNumber: 'INV-3', file: pdf('third') })).rejects.toMatchObject({
      bizCode: 4009,
    });
  });
});
