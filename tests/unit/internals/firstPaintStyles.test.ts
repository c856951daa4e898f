// antd's styles of the sign-in page carried by its HTML (issue 32): the build writes them into an inert template
// (scripts/lib/first-paint-html.mjs), the app puts them where antd keeps its styles before antd renders
// (src/utils/firstPaintStyles.ts). The browser test 12-first-paint checks that antd then takes them over.
import { adoptFirstPaintStyles, FIRST_PAINT_STYLES_ID } from '@/utils/firstPaintStyles';
import { cssinjsTemplate, CSSINJS_TEMPLATE_ID, withoutFirstPaint } from '../../../scripts/lib/first-paint-html.mjs';

const TAGS =
  '<style data-rc-order="prependQueue" data-rc-priority="-999" data-css-hash="abc" data-token-hash="t1">.a{color:red}</style>' +
  '<style data-rc-order="prependQueue" data-rc-priority="0" data-css-hash="_effect-spin" data-token-hash="t1">@keyframes spin{}</style>';
const MAP = 't1|Button-Button|ant-btn|anticon:abc';

function pageWith(template: string) {
  document.head.innerHTML = `<meta charset="utf-8"><style data-href="/umi.css">.app{}</style>${template}`;
}

afterEach(() => {
  document.head.innerHTML = '';
});

it('writes the styles and antd’s record of them into a template of the id the app looks for', () => {
  expect(CSSINJS_TEMPLATE_ID).toBe(FIRST_PAINT_STYLES_ID);
  pageWith(cssinjsTemplate({ map: MAP, tags: TAGS }));
  // Inert until adopted: no style of it applies.
  expect(document.head.querySelectorAll('style')).toHaveLength(1);
  adoptFirstPaintStyles(true);
  expect(document.getElementById(FIRST_PAINT_STYLES_ID)).toBeNull();
  // At the start of the head, where antd prepends its own, before the app's stylesheet; in their order.
  const styles = [...document.head.querySelectorAll('style')];
  expect(styles.map((s) => s.getAttribute('data-css-hash') ?? s.getAttribute('data-href') ?? 'record')).toEqual([
    'record',
    'abc',
    '_effect-spin',
    '/umi.css',
  ]);
  expect(styles[0]).toHaveAttribute('data-ant-cssinjs-cache-path');
  expect(styles[0].textContent).toBe(`.data-ant-cssinjs-cache-path{content:"${MAP}";}`);
  expect(styles[1]).toHaveAttribute('data-rc-priority', '-999');
  expect(styles[1].textContent).toBe('.a{color:red}');
});

it('leaves the styles out for another theme (reduced motion), and the template goes either way', () => {
  pageWith(cssinjsTemplate({ map: MAP, tags: TAGS }));
  adoptFirstPaintStyles(false);
  expect(document.getElementById(FIRST_PAINT_STYLES_ID)).toBeNull();
  expect(document.head.querySelectorAll('style')).toHaveLength(1);
  // A page without the template (every page but the sign-in page's copy): nothing happens.
  expect(() => adoptFirstPaintStyles(true)).not.toThrow();
  expect(document.head.querySelectorAll('style')).toHaveLength(1);
});

it('refuses a record a CSS string cannot hold and a style that would end its element early', () => {
  expect(() => cssinjsTemplate({ map: 'a"b:c', tags: TAGS })).toThrow(/CSS string/);
  expect(() => cssinjsTemplate({ map: MAP, tags: '<style data-css-hash="x">a{}</style >b{}</style>' })).toThrow(
    /<\/style/,
  );
});

it('is taken out with the rest of the first paint (the benchmark’s “before”)', () => {
  const html = `<html><head><title>x</title>\n${cssinjsTemplate({ map: MAP, tags: TAGS })}</head><body></body></html>`;
  expect(withoutFirstPaint(html)).toBe('<html><head><title>x</title>\n</head><body></body></html>');
});
