// Layout checks of the browser tests (05-sweep, 70-layout): what "fits a laptop" means,
// measured in the page. Everything is found by role, element or test id.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from '../fixtures.mjs';

const SHOTS = process.env.LAYOUT_SHOTS;

/**
 * Boxes that content spills out of: every ancestor of the page's tables,
 * forms and cards (article) that is not a scroll container yet is wider
 * inside than outside (content clipped or poking out), and the document
 * itself when the page scrolls sideways.
 */
export async function overflows(page) {
  return page.evaluate(() => {
    const found = [];
    const doc = document.documentElement;
    if (doc.scrollWidth > doc.clientWidth + 1)
      found.push(`the page scrolls sideways: ${doc.scrollWidth} > ${doc.clientWidth}`);
    const describe = (el) => {
      const testId = el.getAttribute('data-testid');
      const cls = typeof el.className === 'string' ? el.className.split(' ')[0] : '';
      return `${el.tagName.toLowerCase()}${testId ? `[data-testid=${testId}]` : ''}${cls ? `.${cls}` : ''}`;
    };
    // How far the box's children reach past its padding box. A grid row's negative gutter margins
    // (its cells pad them back) count as inside: they widen scrollWidth, not what shows.
    const beyond = (el) => {
      const box = el.getBoundingClientRect();
      const cs = getComputedStyle(el);
      const left = box.left + parseFloat(cs.borderLeftWidth);
      const right = box.right - parseFloat(cs.borderRightWidth);
      let excess = 0;
      for (const child of el.children) {
        if (!child.getClientRects().length || getComputedStyle(child).position === 'fixed') continue;
        const r = child.getBoundingClientRect();
        const m = getComputedStyle(child);
        const childLeft = r.left - Math.min(0, parseFloat(m.marginLeft));
        const childRight = r.right + Math.min(0, parseFloat(m.marginRight));
        excess = Math.max(excess, left - childLeft, childRight - right);
      }
      return Math.round(excess);
    };
    const seen = new Set();
    for (const start of document.querySelectorAll('table, form, article')) {
      if (!start.getClientRects().length) continue;
      for (let el = start; el && el !== document.body; el = el.parentElement) {
        if (seen.has(el)) continue;
        seen.add(el);
        const { overflowX } = getComputedStyle(el);
        if (overflowX === 'auto' || overflowX === 'scroll') continue;
        if (el.scrollWidth > el.clientWidth + 1 && el.clientWidth > 0) {
          const excess = beyond(el);
          if (excess > 1) found.push(`${describe(el)} (around ${describe(start)}) is ${excess} px too narrow`);
        }
      }
    }
    return found;
  });
}

/**
 * The horizontal scroll container of a header cell (its table's), scrolled
 * to `edge` ('start' or 'end' in reading order; right-to-left pages scroll
 * to negative offsets in Chromium). Returns false when the table does not
 * scroll at all.
 */
export async function scrollTableTo(cell, edge) {
  return cell.evaluate((th, to) => {
    let box = th.parentElement;
    while (box && !(['auto', 'scroll'].includes(getComputedStyle(box).overflowX) && box.scrollWidth > box.clientWidth))
      box = box.parentElement;
    if (!box) return false;
    const rtl = getComputedStyle(box).direction === 'rtl';
    const max = box.scrollWidth - box.clientWidth;
    box.scrollLeft = to === 'start' ? 0 : rtl ? -max : max;
    box.dispatchEvent(new Event('scroll'));
    return true;
  }, edge);
}

/** Where a header cell is against the window and its scroll container: null when fully in view, else why not. */
export async function outOfView(cell) {
  return cell.evaluate((th) => {
    const r = th.getBoundingClientRect();
    const vw = document.documentElement.clientWidth;
    if (r.width === 0) return 'it has no width';
    if (r.left < -1 || r.right > vw + 1)
      return `x ${Math.round(r.left)}..${Math.round(r.right)} is outside the window (0..${vw})`;
    let box = th.parentElement;
    while (box && !['auto', 'scroll', 'hidden'].includes(getComputedStyle(box).overflowX)) box = box.parentElement;
    if (box) {
      const b = box.getBoundingClientRect();
      if (r.left < b.left - 1 || r.right > b.right + 1)
        return `x ${Math.round(r.left)}..${Math.round(r.right)} is outside its scroll box (${Math.round(b.left)}..${Math.round(b.right)})`;
    }
    return null;
  });
}

/** Waits until nothing on the page is loading (antd's spinners set aria-busy) and the page's content is in. */
export async function settled(page) {
  await expect(page.getByRole('main').or(page.getByRole('heading')).first()).toBeVisible();
  await expect.poll(() => page.locator('[aria-busy="true"]').count(), { message: 'still loading' }).toBe(0);
  // Spinners of the content; not a button's (ProTable's Query button can keep its spinner after the
  // table has its rows, a known pro-components glitch under load that does not change the layout).
  await expect.poll(() => page.locator('[role=img][aria-label=loading]:not(button *)').count()).toBe(0);
}

/**
 * The layout checks of one page (an entry of LAYOUT_PAGES) as it is on screen: no box too narrow, the
 * naming columns and the row actions in view at both ends of the table, the form buttons on screen.
 */
export async function checkLayout(page, locale, spec, m) {
  await settled(page);
  if (spec.prepare) {
    await spec.prepare(page, m);
    await settled(page);
  }
  if (spec.sticky) {
    // Data loaded: the table has body rows.
    const header = page.getByRole('columnheader', { name: m[spec.sticky[0]] }).first();
    await expect(header, `${spec.name}: ${spec.sticky[0]} header`).toBeVisible();
    if (!spec.empty)
      await expect.poll(() => page.getByRole('row').count(), { message: `${spec.name}: rows` }).toBeGreaterThan(2);
  }
  if (spec.grid) await expect(page.getByTestId('material-card').first()).toBeVisible();
  if (spec.actions) await expect(page.getByTestId('form-actions').getByRole('button').first()).toBeVisible();

  expect(await overflows(page), `${spec.name} (${locale}): boxes too narrow for their content`).toEqual([]);

  for (const edge of spec.sticky ? ['end', 'start'] : []) {
    const cells = spec.sticky.map((key) => [key, page.getByRole('columnheader', { name: m[key] }).first()]);
    await scrollTableTo(cells[0][1], edge);
    for (const [key, cell] of cells) {
      await expect
        .poll(() => outOfView(cell), { message: `${spec.name} (${locale}), scrolled to the ${edge}: ${key} column` })
        .toBeNull();
    }
  }

  if (spec.grid) {
    const grid = page.getByTestId('material-grid');
    const columns = Number(await grid.getAttribute('data-columns'));
    expect(columns, 'grid columns').toBeGreaterThan(1);
    // Every offered page size fills whole rows.
    for (const size of [10, 20, 50]) expect(size % columns, `page size ${size} with ${columns} columns`).toBe(0);
    // The selection box does not sit on the thumbnail, and the cards of a row are equally tall.
    const first = page.getByTestId('material-card').first();
    const box = await first.getByRole('checkbox').boundingBox();
    const thumb = await first.getByRole('button').first().boundingBox();
    expect(box.y + box.height, 'checkbox above the thumbnail').toBeLessThanOrEqual(thumb.y + 1);
    const heights = await page
      .getByTestId('material-card')
      .evaluateAll((cards, n) => cards.slice(0, n).map((c) => Math.round(c.getBoundingClientRect().height)), columns);
    expect(new Set(heights).size, `card heights of the first row ${heights}`).toBe(1);
  }

  if (spec.actions) {
    // The main buttons are on screen at 800 px height, before any scrolling.
    await page.evaluate(() => window.scrollTo(0, 0));
    const buttons = page.getByTestId('form-actions').getByRole('button');
    for (const button of await buttons.all()) {
      const r = await button.boundingBox();
      expect(r.y + r.height, `${spec.name} (${locale}): ${await button.textContent()} in view`).toBeLessThanOrEqual(
        800,
      );
      expect(r.x).toBeGreaterThanOrEqual(0);
      expect(r.x + r.width).toBeLessThanOrEqual(1280);
    }
  }

  if (SHOTS) {
    if (spec.sticky) await scrollTableTo(page.getByRole('columnheader', { name: m[spec.sticky[0]] }).first(), 'start');
    mkdirSync(SHOTS, { recursive: true });
    await page.screenshot({ path: join(SHOTS, `${spec.name}-${locale}.png`) });
  }
}
