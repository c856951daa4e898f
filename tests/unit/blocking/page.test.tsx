import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import BlockRulesPage from '@/features/blocking/BlockRulesPage';
import { listBlockRules } from '@/features/blocking/api';
import { call } from '@/services/result';
import type { BlockRule, BlockRuleDraft } from '@/contract/typings';
import { listMaterials } from '@/features/review/api';
import { setupMockApi } from '../support/mockApi';
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

async function rows(count: number) {
  await waitFor(() => expect(document.querySelectorAll('tr[data-row-key]')).toHaveLength(count));
  return Array.from(document.querySelectorAll<HTMLElement>('tr[data-row-key]'));
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
    await waitFor(() =>
      expect(
        within(document.querySelector(`tr[data-row-key="${rule.id}"]`) as HTMLElement).getByText('Paused'),
      ).toBeInTheDocument(),
    );
    expect((await listMaterials({ keyword: 'Turbo Loans', status: 'pending' })).total).toBe(pendingBefore);

    fireEvent.click(within(document.querySelector(`tr[data-row-key="${rule.id}"]`) as HTMLElement).getByText('Delete'));
    const confirm = await screen.findByRole('tooltip');
    expect(confirm).toHaveTextContent(`Delete rule #${rule.id} (Turbo Loans)?`);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await rows(1);
    expect((await listBlockRules({})).total).toBe(1);

    fireEvent.click(screen.getByRole('tab', { name: 'History' }));
    const table = await screen.findByTestId('block-history-table');
    await waitFor(() => expect(table.querySelectorAll('tr[data-row-key]')).toHaveLength(4));
    const [deleted, paused] = Array.from(table.querySelectorAll<HTMLElement>('tr[data-row-key]'));
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
    const table = await screen.findByTestId('block-history-table');
    await waitFor(() => expect(table.querySelectorAll('tr[data-row-key]')).toHaveLength(1));
    const line = table.querySelector<HTMLElement>('tr[data-row-key]') as HTMLElement;
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
