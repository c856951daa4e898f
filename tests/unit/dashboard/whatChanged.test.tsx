import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import WhatChanged from '@/features/dashboard/changes/WhatChanged';
import { fetchDashboardChanges } from '@/features/dashboard/api';
import { parseQuery } from '@/features/settlement/query';
import { feedback } from '@/feedback';
import { configureSession, rearmInvalidSession } from '@/session';
import { stripIsolates } from '@/components/text';
import { formatSignedMoney } from '@/utils/format';
import { setupMockApi } from '../support/mockApi';
import { signInAs } from '../support/signIn';
import { renderPage } from '../support/renderPage';

const api = setupMockApi();
const appNameOf = (id: number) => api.mock.services.db.app(id)?.name ?? '';

const APP = 1003;

async function postJson(path: string, body: unknown) {
  const r = await fetch(`http://localhost${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return r.json();
}

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('umi_locale', 'en-US');
  configureSession({ navigate: jest.fn(), notify: jest.fn(), currentPath: () => '/dashboard' });
  rearmInvalidSession();
});

const panel = () => screen.getByTestId('what-changed');
const ready = () => waitFor(() => expect(panel()).toHaveAttribute('data-state', 'ready'));
const text = (el: HTMLElement) => stripIsolates(el.textContent ?? '');

describe('What changed (issue 49)', () => {
  it('names the app whose fill rate fell first among the falls, with its cause, linking to the report', async () => {
    await signInAs('demo');
    const before = await fetchDashboardChanges('Asia/Shanghai');
    const yesterday = before.yesterday.date;
    // Every ad position of the app at a tenth of its fill rate from the start of yesterday (the account's zone).
    const added = await postJson('/__mock/anomaly', {
      appId: APP,
      metric: 'fillRate',
      factor: 0.1,
      from: `${yesterday}T00:00:00+08:00`,
    });
    expect(added.code).toBe(0);
    renderPage(<WhatChanged />);
    expect(await screen.findByRole('heading', { name: 'What changed' })).toBeInTheDocument();
    await ready();
    // The figure says what it is: the publisher's estimated earnings, as the KPI card names them.
    expect(text(screen.getByTestId('changes-total'))).toMatch(/^Estimated earnings \$[\d,.]+ against \$[\d,.]+: /);
    const against = text(screen.getByTestId('changes-against'));
    expect(against).toMatch(/the same weekday a week before$/);
    const falls = within(screen.getByRole('region', { name: 'Fell most' }));
    const first = falls.getAllByTestId('change-mover')[0];
    expect(first).toHaveAttribute('data-key', String(APP));
    expect(first).toHaveAttribute('data-cause', 'fillRate');
    const link = within(first).getByRole('link');
    expect(text(link)).toBe(appNameOf(APP));
    expect(text(first)).toMatch(/fill rate \d+% → \d+(\.\d)?%/);
    const q = parseQuery(new URL(link.getAttribute('href') as string, 'http://x').search, yesterday);
    expect(q).toMatchObject({ start: yesterday, end: yesterday, appIds: [APP], compare: 'previousWeek' });

    // The four causes are listed, and everything else with the change in all.
    const after = await fetchDashboardChanges('Asia/Shanghai');
    const mover = after.yesterday.dimensions[0].movers[0];
    for (const c of mover.causes) expect(text(first)).toContain(formatSignedMoney(c.change, 'USD'));
    const others = text(screen.getByTestId('changes-others'));
    expect(others).toContain(formatSignedMoney(after.yesterday.dimensions[0].others.change, 'USD'));
    expect(others).toContain(`Change in all: ${formatSignedMoney(after.yesterday.change, 'USD')}`);

    // By ad position: the app's positions, each named with its app.
    fireEvent.click(screen.getByRole('radio', { name: 'Ad positions' }));
    const position = within(screen.getByRole('region', { name: 'Fell most' })).getAllByTestId('change-mover')[0];
    expect(text(position)).toContain(`${appNameOf(APP)} · `);
    expect(position).toHaveAttribute('data-cause', 'fillRate');
    const pq = parseQuery(
      new URL(within(position).getByRole('link').getAttribute('href') as string, 'http://x').search,
      yesterday,
    );
    expect(pq.adPositionIds).toEqual([Number(position.getAttribute('data-key'))]);

    // Today so far: against the same hours a week before.
    fireEvent.click(screen.getByRole('radio', { name: 'Today so far' }));
    await waitFor(() =>
      expect(text(screen.getByTestId('changes-against'))).toMatch(/until .* the same hours a week before$/),
    );
    expect(within(screen.getByRole('region', { name: 'Fell most' })).getAllByTestId('change-mover')[0]).toHaveAttribute(
      'data-cause',
      'fillRate',
    );
  });

  it('shows the failure with Retry, and the answer after it', async () => {
    await signInAs('demo');
    await postJson('/__mock/faults', { path: '/media/dashboard/changes', type: '500', times: 1 });
    const error = jest.spyOn(feedback, 'error').mockImplementation(() => undefined);
    renderPage(<WhatChanged />);
    expect(await screen.findByText('The data could not be loaded.')).toBeInTheDocument();
    expect(panel()).toHaveAttribute('data-state', 'error');
    fireEvent.click(screen.getByRole('button', { name: /Retry/ }));
    await ready();
    expect(screen.getByRole('region', { name: 'Fell most' })).toBeInTheDocument();
    error.mockRestore();
  });
});
