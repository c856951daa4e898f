import { screen } from '@testing-library/react';
import type { SettlementParams } from '@/contract/typings';
import { configureSession } from '@/session';
import { setupMockApi } from '../support/mockApi';
import { signInDemo } from './support';

/**
 * What the settlement page's test files share (page*.test.tsx, compare*.test.tsx, split so that jest's workers run
 * them side by side): the msw mock, and before each test English, a session layer that navigates nowhere, no
 * request listeners left from the test before, and demo signed in.
 */
export function settlementPageTests(): ReturnType<typeof setupMockApi> & {
  recordReportCalls: () => SettlementParams[];
} {
  const api = setupMockApi();
  beforeEach(async () => {
    localStorage.clear();
    localStorage.setItem('umi_locale', 'en-US');
    configureSession({ navigate: jest.fn(), notify: jest.fn(), currentPath: () => '/information/settlement' });
    api.server.events.removeAllListeners();
    await signInDemo();
  });
  return { ...api, recordReportCalls: () => recordReportCalls(api) };
}

/** Bodies of the report calls the page makes from now on. */
export function recordReportCalls(api: ReturnType<typeof setupMockApi>): SettlementParams[] {
  const calls: SettlementParams[] = [];
  api.server.events.on('request:start', async ({ request }) => {
    if (new URL(request.url).pathname === '/media/settlement/list') calls.push(await request.clone().json());
  });
  return calls;
}

/** The report table's state: loading, ready… */
export const tableState = () => screen.getByTestId('settlement-table').getAttribute('data-state');
