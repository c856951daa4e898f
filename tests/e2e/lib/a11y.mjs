// Accessibility checks of the browser tests (issue 22, WCAG 2.1 AA): axe-core's rules, serious and critical
// violations only, one line each.
import AxeBuilder from '@axe-core/playwright';
import { expect } from '../fixtures.mjs';

/** The serious and critical violations of the page as it is now (or of `include`, a selector), one line each. */
export async function violations(page, include) {
  let builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
  if (include) builder = builder.include(include);
  const { violations: found } = await builder.analyze();
  return found
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) =>
      v.nodes
        .slice(0, 3)
        .map((n) => `${v.id} (${v.impact}) ${n.target.join(' ')}: ${n.failureSummary.split('\n')[1] ?? v.help}`),
    );
}

/** Waits until nothing moves: antd's menus, drawers and dialogs animate in, and axe would read them half-faded. */
export async function stillness(page) {
  await page.waitForLoadState('networkidle');
  await expect
    .poll(() =>
      // Finite ones only: a spinner or a skeleton's shimmer loops for ever.
      page.evaluate(
        () =>
          document
            .getAnimations()
            .filter((a) => a.playState === 'running' && a.effect?.getComputedTiming().iterations !== Infinity).length,
      ),
    )
    .toBe(0);
}
