import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Material } from '@/contract/typings';
import { setupMockApi } from '../support/mockApi';
import { ALL_CODES, type RenderPageOptions } from '../support/renderPage';
import { signInAs } from '../support/signIn';

/** renderPage's options for the review page: its address and every menu code. */
export const REVIEWER: RenderPageOptions = { codes: ALL_CODES, path: '/materialReview/materialIndex' };

export async function signIn(account = 'demo', password?: string): Promise<void> {
  await signInAs(account, password);
}

/** jsdom lacks getComputedStyle(el, pseudo), which antd's modals ask for; answer for the element. */
export function quietJsdom(): void {
  const original = window.getComputedStyle.bind(window);
  window.getComputedStyle = ((el: Element) => original(el)) as typeof window.getComputedStyle;
}

export function material(patch: Partial<Material> = {}): Material {
  return {
    id: 50001,
    title: 'Summer sale',
    advertiser: 'Lumen Bank',
    advertiserDomain: 'lumenbank.test',
    adType: 'banner',
    format: 'image',
    size: '320x50',
    durationSec: null,
    previewUrl: 'data:image/svg+xml;charset=utf-8,%3Csvg%20xmlns%3D%22http%3A%2F%2Fwww.w3.org%2F2000%2Fsvg%22%2F%3E',
    appId: 1001,
    appName: 'Block Puzzle Classic',
    adPositionId: 2001,
    adPositionName: 'Home banner',
    landingUrl: 'https://www.lumenbank.test/landing',
    submittedAt: '2026-03-15T04:00:00.000Z',
    status: 'pending',
    reviewedAt: null,
    reviewedBy: null,
    rejectReason: null,
    category: 'finance',
    blockedBy: null,
    impressions7d: 12345,
    revenue7d: 67.89,
    ...patch,
  };
}

/** Opens the Select with the test id `testId` and picks `label`. */
export async function choose(testId: string, label: string): Promise<void> {
  fireEvent.mouseDown(within(screen.getByTestId(testId)).getByRole('combobox'));
  fireEvent.click(await screen.findByTitle(label));
}

/**
 * Records the bodies of the review list's calls on `api`; the function it returns gives the body of the call an
 * action leads to.
 */
export function watchListCalls(
  api: ReturnType<typeof setupMockApi>,
): (action: () => unknown) => Promise<Record<string, unknown>> {
  const bodies: Record<string, unknown>[] = [];
  api.server.events.on('request:start', async ({ request }) => {
    if (new URL(request.url).pathname === '/media/material/list') bodies.push(await request.clone().json());
  });
  return async function listCall(action) {
    const before = bodies.length;
    await action();
    await waitFor(() => expect(bodies.length).toBeGreaterThan(before));
    return bodies[bodies.length - 1];
  };
}

/**
 * A review page test file's set-up (call at its top level): the mock API behind msw, jsdom's getComputedStyle
 * answered for the element, and before each test English and a fresh sign-in of demo.
 */
export function reviewPageTests(): ReturnType<typeof setupMockApi> {
  const api = setupMockApi();
  quietJsdom();
  beforeEach(async () => {
    sessionStorage.clear();
    localStorage.setItem('umi_locale', 'en-US');
    await signIn();
  });
  return api;
}

/** The creative cards of the grid shown. */
export const cards = (): HTMLElement[] => screen.queryAllByTestId('material-card');

/** The grid's ten cards of the first page, once they are there. */
export async function firstPageCards(): Promise<HTMLElement[]> {
  await waitFor(() => expect(cards()).toHaveLength(10));
  return cards();
}

/** The table's rows of creatives (not its header). */
export const creativeRows = (): HTMLElement[] =>
  screen.getAllByRole('row').filter((row) => within(row).queryByTestId('material-title'));
