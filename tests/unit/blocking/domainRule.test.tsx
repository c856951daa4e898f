// Issue 33: a pasted URL was saved as a domain rule that blocked nothing, with no word about a rule of no impact.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import RuleFormModal, { draftOf } from '@/features/blocking/RuleFormModal';
import { impactWarning, LARGE_REVENUE_SHARE } from '@/features/blocking/impactCheck';
import { listBlockRules } from '@/features/blocking/api';
import { setupMockApi } from '../support/mockApi';
import { quietJsdom, REVIEWER, signIn } from '../review/support';
import { renderPage } from '../support/renderPage';

setupMockApi();
quietJsdom();

beforeEach(async () => {
  localStorage.setItem('umi_locale', 'en-US');
  await signIn();
});

const impact = (pending: number, approved: number, revenueShare: number) => ({
  pending,
  approved,
  impressions: 0,
  revenue: 0,
  impressionsShare: 0,
  revenueShare,
});

describe('impactWarning', () => {
  it('warns of a rule that matches nothing, and of one that blocks a large share of revenue', () => {
    expect(impactWarning(impact(0, 0, 0))).toBe('nothing');
    expect(impactWarning(impact(1, 0, LARGE_REVENUE_SHARE - 0.001))).toBeNull();
    expect(impactWarning(impact(0, 3, LARGE_REVENUE_SHARE))).toBe('large');
  });

  it('a domain draft holds the host of a pasted address, and is incomplete while it is no domain', () => {
    const base = { kind: 'domain' as const, scope: 'account' as const };
    expect(draftOf({ ...base, value: 'https://www.turbo-loans.test/landing?cid=1' })?.value).toBe('turbo-loans.test');
    expect(draftOf({ ...base, value: 'turbo loans.test' })).toBeNull();
  });
});

async function openDomainForm(value: string) {
  renderPage(
    <RuleFormModal open preset={{ kind: 'domain', value: '', scope: 'account' }} onClose={jest.fn()} />,
    REVIEWER,
  );
  const form = await screen.findByTestId('block-rule-form');
  const field = within(form).getByLabelText('Domain (subdomains included)');
  fireEvent.change(field, { target: { value } });
  return { form, field };
}

/** The confirmation on top of the rule form (antd's confirm dialog has no accessible name of its own). */
async function askDialog() {
  await screen.findAllByText('This rule blocks nothing now');
  return (await screen.findAllByRole('dialog')).at(-1)!;
}

describe('a domain rule in the form', () => {
  it('shows a pasted address as its host, with what it blocks', async () => {
    const { field } = await openDomainForm('https://www.turbo-loans.test/landing?cid=1');
    expect(await screen.findByTestId('domain-preview')).toHaveTextContent('Blocks turbo-loans.test and its subdomains');
    fireEvent.blur(field);
    await waitFor(() => expect(field).toHaveValue('turbo-loans.test'));
  });

  it('refuses a value with spaces on the field, and saves nothing', async () => {
    const before = (await listBlockRules({})).total;
    await openDomainForm('turbo loans.test');
    fireEvent.click(screen.getByRole('button', { name: 'Save rule' }));
    expect(await screen.findByText(/^A domain has no spaces\./)).toBeInTheDocument();
    expect(screen.queryByTestId('domain-preview')).not.toBeInTheDocument();
    expect((await listBlockRules({})).total).toBe(before);
  });

  it('asks before saving a rule that blocks nothing: Cancel keeps the form, "Save anyway" saves', async () => {
    const before = (await listBlockRules({})).total;
    await openDomainForm('https://nobody-advertises-here.test/x');
    await waitFor(() => expect(screen.getByTestId('impact-pending')).toHaveTextContent(/^Pending creatives0$/));
    fireEvent.click(screen.getByRole('button', { name: 'Save rule' }));
    const ask = await askDialog();
    expect(ask).toHaveTextContent(/No pending or approved creative in your apps matches it/);
    fireEvent.click(within(ask).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryAllByText('This rule blocks nothing now')).toHaveLength(0));
    expect((await listBlockRules({})).total).toBe(before);

    fireEvent.click(screen.getByRole('button', { name: 'Save rule' }));
    const again = await askDialog();
    fireEvent.click(within(again).getByRole('button', { name: 'Save anyway' }));
    await waitFor(async () => expect((await listBlockRules({})).total).toBe(before + 1));
    expect((await listBlockRules({})).list[0].value).toBe('nobody-advertises-here.test');
  });
});
