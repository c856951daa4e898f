// Accessibility checks of the browser tests (issue 22, WCAG 2.1 AA): axe-core's rules, serious and critical
// violations only, one line each.
import axe from 'axe-core';
import { expect } from '../fixtures.mjs';
import { requestsDone } from './requests.mjs';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * The serious and critical violations of the page as it is now (or of `include`, a selector), one line each.
 *
 * axe-core's own `axe.run` in the page, not @axe-core/playwright's AxeBuilder: the same rules (the four tags
 * above) and the same violations, in a third to a quarter of the time (issue 30, measured on this machine:
 * 3.5 s against 21 s on the apps list under load). The builder injects axe's 650 KB source twice per call,
 * runs it "partially" and then opens a blank tab to finish the run from every passing node's serialized
 * result; the console has no frames to collect results from, so here axe is injected once per document and
 * asked for violations only (`resultTypes`: the passes are not collected, every rule still runs).
 */
export async function violations(page, include) {
  if (!(await page.evaluate(() => typeof window.axe?.run === 'function'))) await page.evaluate(axe.source);
  const found = await page.evaluate(
    ([tags, within]) =>
      // A button while it loads is left out: antd dims it on purpose for that moment, and ProTable's Query button
      // can start loading again after stillness() (90-phone read it as 3.11:1 twice this round).
      window.axe.run(
        { include: within ? [[within]] : [['html']], exclude: [['.ant-btn-loading']] },
        {
          runOnly: { type: 'tag', values: tags },
          resultTypes: ['violations'],
        },
      ),
    [TAGS, include ?? null],
  );
  return found.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) =>
      v.nodes
        .slice(0, 3)
        .map((n) => `${v.id} (${v.impact}) ${n.target.join(' ')}: ${n.failureSummary.split('\n')[1] ?? v.help}`),
    );
}

/**
 * Waits until nothing moves: antd's menus, drawers and dialogs animate in, and axe would read them half-faded.
 * Nor any button still loading: antd dims it while its spinner shows, and axe reads that passing state as low
 * contrast (90-phone failed once on the apps list's Query button, 3.11:1, under load).
 */
export async function stillness(page) {
  await requestsDone(page);
  await expect
    .poll(() => page.locator('button.ant-btn-loading, button [role=img][aria-label=loading]').count(), {
      message: 'a button is still loading',
    })
    .toBe(0);
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
