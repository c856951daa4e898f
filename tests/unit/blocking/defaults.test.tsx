import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import DefaultsCard from '@/features/blocking/components/DefaultsCard';
import RuleFormModal from '@/features/blocking/RuleFormModal';
import { listAdPositions } from '@/features/traffic/api';
import { listMaterials } from '@/features/review/api';
import type { BlockRule } from '@/contract/typings';
import { setUserInfo } from '@/session';
import { setupMockApi } from '../support/mockApi';
import { quietJsdom, REVIEWER, signIn } from '../review/support';
import { renderPage } from '../support/renderPage';

setupMockApi();
quietJsdom();

beforeEach(async () => {
  localStorage.setItem('umi_locale', 'en-US');
  await signIn();
});

describe('blocked by default', () => {
  it('a switch per sensitive category blocks its creatives at once, and says how many', async () => {
    renderPage(<DefaultsCard />, REVIEWER);
    const card = await screen.findByTestId('block-defaults');
    const gambling = within(card).getByTestId('block-default-gambling');
    await waitFor(() => expect(gambling).toBeEnabled());
    expect(within(card).getAllByRole('switch')).toHaveLength(7);
    fireEvent.click(gambling);
    await waitFor(() => expect(gambling).toBeChecked());
    const blocked = await listMaterials({ current: 1, pageSize: 100, status: 'blocked' });
    expect(blocked.total).toBeGreaterThan(0);
    expect(blocked.list.every((m) => m.category === 'gambling' && m.blockedBy?.ruleId === null)).toBe(true);
    await waitFor(() =>
      expect(screen.getByTestId('block-defaults-status')).toHaveTextContent(
        new RegExp(`^${blocked.total} creatives blocked by default now · last changed .* by \\u2068?demo\\u2069?$`),
      ),
    );
  });

  it('a sub-account reads the setting but cannot change it', async () => {
    setUserInfo({ account_name: 'rev', parentId: 2 } as never);
    renderPage(<DefaultsCard />, REVIEWER);
    const card = await screen.findByTestId('block-defaults');
    expect(card).toHaveTextContent('Set by the main account');
    expect(within(card).getByTestId('block-default-dating')).toBeDisabled();
  });
});

describe('the ad position picker', () => {
  it('names the positions of an edited rule, never their bare IDs', async () => {
    const page = await listAdPositions({
      appId: 1001,
      current: 1,
      pageSize: 2,
      sortField: 'name',
      sortOrder: 'ascend',
    });
    const [a, b] = page.list;
    const rule: BlockRule = {
      id: 1,
      kind: 'advertiser',
      value: 'Turbo Loans',
      scope: 'adPositions',
      appIds: [],
      adPositionIds: [a.id, b.id],
      note: '',
      status: 'active',
      blockedCount: 0,
      createdBy: 'demo',
      createdAt: '2026-03-15T04:00:00.000Z',
      updatedBy: 'demo',
      updatedAt: '2026-03-15T04:00:00.000Z',
    };
    renderPage(<RuleFormModal open rule={rule} onClose={() => undefined} />, REVIEWER);
    const form = await screen.findByTestId('block-rule-form');
    await waitFor(() => expect(within(form).getByText(a.name)).toBeInTheDocument());
    expect(within(form).getByText(b.name)).toBeInTheDocument();
    expect(within(form).queryByText(String(a.id))).not.toBeInTheDocument();
    expect(within(form).queryByText(`#${a.id}`)).not.toBeInTheDocument();
  });
});
