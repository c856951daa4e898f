// Layout checks of the browser tests (70-layout): what "fits a laptop" means,
// measured in the page. Everything is found by role, element or test id.

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
