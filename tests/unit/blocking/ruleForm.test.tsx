import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import RuleFormModal, { draftOf } from '@/features/blocking/RuleFormModal';
import { listBlockRules } from '@/features/blocking/api';
import { listMaterials } from '@/features/review/api';
import { setupMockApi } from '../support/mockApi';
import { quietJsdom, REVIEWER, signIn } from '../review/support';
import { renderPage } from '../support/renderPage';

setupMockApi();
quietJsdom();

beforeEach(async () => {
  localStorage.setItem('umi_locale', 'en-US');
  await signIn();
});

describe('draftOf', () => {
  it('is null until the rule is complete, and keeps only the ids of its scope', () => {
    expect(draftOf({ kind: 'advertiser', value: '  ', scope: 'account' })).toBeNull();
    expect(draftOf({ kind: 'advertiser', value: 'X', scope: 'apps', appIds: [] })).toBeNull();
    expect(
      draftOf({ kind: 'domain', value: ' a.test ', scope: 'apps', appIds: [1], adPositionIds: [9], note: ' n ' }),
    ).toEqual({
      kind: 'domain',
      value: 'a.test',
      scope: 'apps',
      appIds: [1],
      note: 'n',
    });
    expect(draftOf({ kind: 'category', value: 'gambling', scope: 'adPositions', adPositionIds: [7] })).toEqual({
      kind: 'category',
      value: 'gambling',
      scope: 'adPositions',
      adPositionIds: [7],
      note: '',
    });
  });
});

describe('the rule form', () => {
  it('prefilled from a creative: shows the impact before saving, then saves the rule', async () => {
    const mine = await listMaterials({ keyword: 'Turbo Loans', appId: 1001, status: 'pending', pageSize: 100 });
    const approved = await listMaterials({ keyword: 'Turbo Loans', appId: 1001, status: 'approved', pageSize: 100 });
    const onSaved = jest.fn();
    const onClose = jest.fn();
    renderPage(
      <RuleFormModal
        open
        preset={{ kind: 'advertiser', value: 'Turbo Loans', scope: 'apps', appIds: [1001] }}
        onClose={onClose}
        onSaved={onSaved}
      />,
      REVIEWER,
    );
    const form = await screen.findByTestId('block-rule-form');
    expect(within(form).getByText('New blocking rule')).toBeInTheDocument();
    expect(within(form).getByLabelText('Advertiser name')).toHaveValue('Turbo Loans');
    // The figures come from the server once the form stops changing.
    await waitFor(() => expect(screen.getByTestId('impact-pending')).toHaveTextContent(String(mine.total)));
    expect(screen.getByTestId('impact-approved')).toHaveTextContent(String(approved.total));
    // Settled: the figures are no longer dimmed as loading.
    await waitFor(() => expect(screen.getByTestId('block-impact')).toHaveAttribute('aria-busy', 'false'));
    expect(screen.getByTestId('impact-impressions')).toHaveTextContent(/%/);
    expect(screen.getByTestId('impact-revenue')).toHaveTextContent(/%/);
    // Issue 33: pending creatives serve while they await review, so the note never says they have not run.
    const panel = screen.getByTestId('block-impact');
    expect(panel).toHaveTextContent(
      'Pending creatives serve while they await review, so their delivery is counted too.',
    );
    expect(panel).not.toHaveTextContent(/not run yet/);

    fireEvent.change(within(form).getByLabelText('Note'), { target: { value: 'Loans are not for our readers' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save rule' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(onClose).toHaveBeenCalled();
    const rules = await listBlockRules({});
    expect(rules.list[0]).toMatchObject({
      kind: 'advertiser',
      value: 'Turbo Loans',
      scope: 'apps',
      appIds: [1001],
      note: 'Loans are not for our readers',
      blockedCount: mine.total + approved.total,
    });
  });

  it('asks for a complete rule before showing an impact; a category rule shows its category by name', async () => {
    const { rerender } = renderPage(<RuleFormModal open onClose={jest.fn()} />, REVIEWER);
    await screen.findByTestId('block-rule-form');
    expect(screen.getByTestId('block-impact')).toHaveTextContent('Complete the rule to see what it would block.');
    // An empty value is refused on save, next to the field.
    fireEvent.click(screen.getByRole('button', { name: 'Save rule' }));
    expect(await screen.findByText('Enter what to block')).toBeInTheDocument();

    rerender(
      <RuleFormModal open preset={{ kind: 'category', value: 'gambling', scope: 'account' }} onClose={jest.fn()} />,
    );
    const form = await screen.findByTestId('block-rule-form');
    await waitFor(() => expect(within(form).getByText('Gambling')).toBeInTheDocument());
    await waitFor(() => expect(screen.getByTestId('impact-pending')).toHaveTextContent(/^Pending creatives\d+$/));
  });
});
