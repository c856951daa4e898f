import { act } from '@testing-library/react';
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import AppProviders from '@/layouts/AppProviders';

/**
 * Mounts the providers with the feedback host (src/feedback) beside what the
 * tests render, as the app has them around every page, for the whole file.
 * The setup does it for every .tsx test (they render UI); a .ts test that
 * looks at toasts calls it at its top level. Elsewhere feedback calls just
 * wait unseen, and are dropped after each test.
 */
export function mountFeedbackHost(): void {
  const root = createRoot(document.createElement('div'));
  // A root of its own, not Testing Library's render: the host outlives each test's cleanup.
  // eslint-disable-next-line testing-library/no-render-in-lifecycle, testing-library/no-unnecessary-act
  beforeAll(() => act(() => root.render(createElement(AppProviders, null, null))));
  afterAll(() => act(() => root.unmount()));
}
