import { fireEvent, screen, waitFor } from '@testing-library/react';
import { feedback } from '@/feedback';
import BlockRulesPage from '@/features/blocking/BlockRulesPage';
import { LIMITS } from '@/contract/limits';
import { call } from '@/services/result';
import type { BlockRule, BlockRuleDraft } from '@/contract/typings';
import { setupMockApi } from '../support/mockApi';
import { quietJsdom, signIn } from '../review/support';
import { ALL_CODES, renderPage } from '../support/renderPage';

setupMockApi();
quietJsdom();

const createBlockRule = (draft: BlockRuleDraft) => call<BlockRule>('/media/blockRule/create', draft, { noMsg: true });

beforeEach(async () => {
  localStorage.setItem('umi_locale', 'en-US');
  await signIn();
});

describe('the blocking history export', () => {
  it('is refused with the limit named when the history has more rows than one file may hold (never cut)', async () => {
    jest.replaceProperty(LIMITS as { exportRows: number }, 'exportRows', 2);
    const error = jest.spyOn(feedback, 'error').mockImplementation(() => undefined);
    for (const value of ['Turbo Loans', 'Fast Cash', 'Lucky Spin'])
      await createBlockRule({ kind: 'advertiser', value, scope: 'account' });
    renderPage(<BlockRulesPage />, { codes: ALL_CODES, path: '/materialReview/blockRules' });
    fireEvent.click(await screen.findByRole('tab', { name: 'History' }));
    await waitFor(() => expect(screen.getByTestId('block-history-export')).toBeEnabled());
    fireEvent.click(screen.getByTestId('block-history-export'));
    fireEvent.click(await screen.findByText('CSV (.csv)'));
    await waitFor(() =>
      expect(error).toHaveBeenCalledWith(
        'The export would have 3 rows, more than the limit of 2 rows per file: narrow it down and export again.',
      ),
    );
  });
});
