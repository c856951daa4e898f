import type { Material } from '@/contract/typings';
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
