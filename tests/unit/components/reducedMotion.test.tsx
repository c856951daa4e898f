import { act, render, screen } from '@testing-library/react';
import { theme } from 'antd';
import AppProviders from '@/layouts/AppProviders';

/** A system setting the test can flip: matchMedia for prefers-reduced-motion, with its change event. */
function fakeReducedMotion(initial: boolean) {
  const listeners = new Set<() => void>();
  const list = {
    matches: initial,
    media: '(prefers-reduced-motion: reduce)',
    addEventListener: (_: string, f: () => void) => listeners.add(f),
    removeEventListener: (_: string, f: () => void) => listeners.delete(f),
  };
  const original = window.matchMedia;
  window.matchMedia = ((query: string) =>
    query === list.media ? list : original(query)) as unknown as typeof window.matchMedia;
  return {
    set(value: boolean) {
      list.matches = value;
      act(() => listeners.forEach((f) => f()));
    },
    restore: () => {
      window.matchMedia = original;
    },
  };
}

function Motion() {
  const { token } = theme.useToken();
  return <output aria-label="motion">{String(token.motion)}</output>;
}

describe('reduced motion', () => {
  it("turns antd's animations off while the system asks for it, and on again when it no longer does", () => {
    const setting = fakeReducedMotion(true);
    try {
      render(
        <AppProviders>
          <Motion />
        </AppProviders>,
      );
      expect(screen.getByLabelText('motion')).toHaveTextContent('false');
      setting.set(false);
      expect(screen.getByLabelText('motion')).toHaveTextContent('true');
      setting.set(true);
      expect(screen.getByLabelText('motion')).toHaveTextContent('false');
    } finally {
      setting.restore();
    }
  });
});
