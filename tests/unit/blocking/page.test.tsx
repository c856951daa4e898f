import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import BlockRulesPage from '@/features/blocking/BlockRulesPage';
import { listBlockRules } from '@/features/blocking/api';
import { call } from '@/services/result';
import type { BlockRule, BlockRuleDraft } from '@/contract/typings';
import { listMaterials } from '@/features/review/api';
import { setupMockApi } from '../support/mockApi';
import { dataRows } from '../support/tableRows';
import { quietJsdom, signIn } from '../review/support';
import { ALL_CODES, renderPage } from '../support/renderPage';

setupMockApi();
quietJsdom();

const PATH = '/materialReview/blockRules';

/** A rule made before the page renders, without the "Created" toast (no page is there to own it). */
const createBlockRule = (draft: BlockRuleDraft) => call<BlockRule>('/media/blockRule/create', draft, { noMsg: true });

beforeEach(async () => {
  localStorage.setItem('umi_locale', 'en-US');
  await signIn();
});

/** The rules' rows (each shows its value), once there are `count` of them. */
async function rows(count: number) {
  const ruleRows = () => dataRows().filter((row) => within(row).queryByTestId('rule-value'));
  await waitFor(() => expect(ruleRows()).toHaveLength(count));
  return ruleRows();
}

/** The rule's row, by the value it blocks. */
const ruleRow = (value: string) => screen.getByRole('row', { name: new RegExp(value) });

/** The history's rows, once there are `count` of them. */
async function historyRows(count: number) {
  const table = await screen.findByTestId('block-history-table');
  await waitFor(() => expect(dataRows(table)).toHaveLength(count));
  return dataRows(table);
}

describe('the blocking rules page', () => {
  it('lists the rules; pausing returns the creatives to the queue, deleting asks first; the history records both', async () => {
    const pendingBefore = (await listMaterials({ keyword: 'Turbo Loans', status: 'pending' })).total;
    await createBlockRule({ kind: 'category', value: 'gambling', scope: 'account' });
    const rule = await createBlockRule({
      kind: 'advertiser',
      value: 'Turbo Loans',
      scope: 'account',
      note: 'no loans',
    });
    expect((await listMaterials({ keyword: 'Turbo Loans', status: 'pending' })).total).toBe(0);
    renderPage(<BlockRulesPage />, { codes: ALL_CODES, path: PATH });

    const [first, second] = await rows(2);
    // Newest change first; a category shows by name, marked sensitive.
    expect(first).toHaveTextContent('Turbo Loans');
    expect(first).toHaveTextContent('Whole account');
    expect(first).toHaveTextContent('Active');
    expect(first).toHaveTextContent(String(rule.blockedCount));
    expect(within(second).getByTestId('rule-value')).toHaveTextContent('GamblingSensitive');

    fireEvent.click(within(first).getByTestId('rule-toggle'));
    await waitFor(() => expect(within(ruleRow('Turbo Loans')).getByText('Paused')).toBeInTheDocument());
    expect((await listMaterials({ keyword: 'Turbo Loans', status: 'pending' })).total).toBe(pendingBefore);

    fireEvent.click(within(ruleRow('Turbo Loans')).getByText('Delete'));
    const confirm = await screen.findByRole('tooltip');
    expect(confirm).toHaveTextContent(`Delete rule #${rule.id} (Turbo Loans)?`);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await rows(1);
    expect((await listBlockRules({})).total).toBe(1);

    fireEvent.click(screen.getByRole('tab', { name: 'History' }));
    const [deleted, paused] = await historyRows(4);
    expect(deleted).toHaveTextContent('Deleted');
    expect(paused).toHaveTextContent('Status: Active → Paused');
    expect(paused).toHaveTextContent('demo');
    expect(screen.getByTestId('block-history-export')).toBeEnabled();
  });

  it('turning a category on by default is written to the history, named as the default list', async () => {
    renderPage(<BlockRulesPage />, { codes: ALL_CODES, path: PATH });
    const gambling = await screen.findByTestId('block-default-gambling');
    await waitFor(() => expect(gambling).toBeEnabled());
    fireEvent.click(gambling);
    await waitFor(() => expect(gambling).toBeChecked());
    fireEvent.click(screen.getByRole('tab', { name: 'History' }));
    const [line] = await historyRows(1);
    expect(line).toHaveTextContent('Blocked-by-default list Category: Gambling');
    expect(line).toHaveTextContent('Blocked by default');
    expect(line).toHaveTextContent('demo');
    expect(line).not.toHaveTextContent('#');
  });

  it('with View only (ops01): reads the rules without new, edit, pause or delete', async () => {
    await createBlockRule({ kind: 'advertiser', value: 'Lumen Bank', scope: 'apps', appIds: [1001] });
    await signIn('ops01', 'Ops@2026');
    renderPage(<BlockRulesPage />, { codes: ['HomeView', 'MaterialAuditView'], path: PATH });
    const [row] = await rows(1);
    expect(row).toHaveTextContent('Lumen Bank');
    expect(screen.queryByRole('button', { name: /New rule/ })).not.toBeInTheDocument();
    expect(within(row).queryByText('Delete')).not.toBeInTheDocument();
    expect(within(row).queryByTestId('rule-toggle')).not.toBeInTheDocument();
  });

  it('shows an empty state without rules', async () => {
    renderPage(<BlockRulesPage />, { codes: ALL_CODES, path: PATH });
    expect(await screen.findByText('No blocking rules yet')).toBeInTheDocument();
  });
});
