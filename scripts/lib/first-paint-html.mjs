// The HTML of the first paint (scripts/first-paint.mjs): what is added to the
// build's index.html, and how to take it out again (the benchmark's "before").
import { createHash } from 'node:crypto';

/** The static copy sits over the app's root, inert, until React's page is ready; hidden by the guard when wrong. */
const OVERLAY_CSS =
  '#first-paint{position:fixed;inset:0;z-index:3000;overflow:auto}' +
  '.first-paint-off #first-paint,.first-paint-off style[data-first-paint]{display:none}';

/**
 * The console's frame for a signed-in visit: src/layouts/MenuLayout.tsx and
 * .less drawn without a script (header 56 px, sider 256 px, 64 px below antd's
 * lg breakpoint), with bars where the menu will be. At phone width (767 px and
 * less, src/hooks/usePhone.ts) no sider: the header's menu button instead, as the
 * live layout has it. Logical properties, so a right-to-left page (the guard
 * sets `dir` first) is mirrored.
 */
const SHELL_CSS = [
  '#first-paint{background:#f5f5f5;font-family:-apple-system,BlinkMacSystemFont,"Segoe UI",Roboto,"Helvetica Neue",Arial,"Noto Sans",sans-serif}',
  '.fp-header{position:fixed;inset-block-start:0;inset-inline:0;display:flex;align-items:center;gap:8px;height:56px;padding-inline:16px;background:#fff;border-block-end:1px solid rgb(5 5 5/6%);box-sizing:border-box}',
  '.fp-brand{display:inline-flex;align-items:center;gap:8px;color:rgb(0 0 0/88%);font-size:18px;font-weight:600}',
  '.fp-sider{position:fixed;inset-block:56px 0;inset-inline-start:0;width:256px;padding:4px 0;background:#fff;border-inline-end:1px solid rgb(5 5 5/6%);box-sizing:border-box}',
  '.fp-item{height:16px;margin:24px 24px 0;border-radius:4px;background:rgb(0 0 0/6%)}',
  '.fp-content{position:fixed;inset-block:56px 0;inset-inline:256px 0;padding:24px}',
  '.fp-block{height:120px;border-radius:8px;background:#fff}',
  '.fp-menu{display:none;flex:none;width:44px;height:44px;align-items:center;justify-content:center}',
  '.fp-menu i{display:block;width:18px;height:2px;margin:2px 0;background:rgb(0 0 0/88%);box-shadow:0 -6px 0 rgb(0 0 0/88%),0 6px 0 rgb(0 0 0/88%)}',
  '@media (max-width:991px){.fp-sider{width:64px}.fp-item{margin-inline:16px}.fp-content{inset-inline-start:64px}}',
  '@media (max-width:767px){.fp-header{padding-inline:8px}.fp-brand{font-size:16px}.fp-menu{display:flex}.fp-sider{display:none}.fp-content{inset-inline-start:0;padding:16px 12px}}',
].join('');

export function shellMarkup(base, title) {
  const items = Array.from({ length: 8 }, () => '<div class="fp-item"></div>').join('');
  return (
    `<div class="fp-header"><span class="fp-menu"><i></i></span><span class="fp-brand"><img src="${base}logo.svg" alt="" width="28" height="28"><span>${title}</span></span></div>` +
    `<div class="fp-sider">${items}</div><div class="fp-content"><div class="fp-block"></div></div>`
  );
}

export const SHELL_STYLES = SHELL_CSS;

/**
 * A stylesheet as a <style> element in the HTML, so that painting waits for no
 * other request. `data-href` names the file it stands for: the app's chunk
 * loader (mini-css-extract's runtime) finds it there and does not fetch it
 * again. Relative url()s are made absolute, as they were relative to the file.
 */
export function inlineStyle(href, css, marker = '') {
  const dir = href.slice(0, href.lastIndexOf('/') + 1);
  const fixed = css.replace(/url\((['"]?)(?![a-z]+:|\/|#)/gi, (_, quote) => `url(${quote}${dir}`);
  if (/<\/style/i.test(fixed)) throw new Error(`${href} holds "</style": it cannot be inlined`);
  return `<style data-href="${href}"${marker}>${fixed}</style>`;
}

/** The template of antd's styles (src/utils/firstPaintStyles.ts adopts it: the same id there). */
export const CSSINJS_TEMPLATE_ID = 'first-paint-cssinjs';

/**
 * antd's styles of the page, whole, as <style> elements in an inert <template> (nothing is parsed as CSS until the
 * app adopts them), with antd's record of which component path made which style: `map` is
 * `path:hash;path:hash…`, `tags` the style elements as the page had them (see scripts/first-paint.mjs).
 */
export function cssinjsTemplate({ map, tags }) {
  if (/["\\\n]/.test(map)) throw new Error(`antd's style record holds a character a CSS string cannot: ${map}`);
  // A style's text that held "</style" would end its element early when the HTML is read.
  if (tags.match(/<style[\s>]/gi)?.length !== tags.match(/<\/style/gi)?.length)
    throw new Error('an antd style holds "</style"');
  const record = `<style data-ant-cssinjs-cache-path="data-ant-cssinjs-cache-path">.data-ant-cssinjs-cache-path{content:"${map}";}</style>`;
  return `<template id="${CSSINJS_TEMPLATE_ID}">${record}${tags}</template>\n`;
}

/**
 * index.html with a static copy: `kind` is "login:<locale>" or "shell"
 * (src/session/firstPaint.ts). `css(href)` reads a stylesheet of the build;
 * `guard` is the guard script's text, inline (its hash goes into the
 * Content-Security-Policy, deploy/render.mjs).
 */
export function withFirstPaint(
  indexHtml,
  { kind, lang, dir, styles, markup, links = [], chunks = [], guard, css, cssinjs = null },
) {
  const extraLinks = [
    ...links
      .filter((href) => !indexHtml.includes(`href="${href}"`))
      .map((href) => `${inlineStyle(href, css(href), ' data-first-paint-link')}\n`),
    ...chunks.map((href) => `<link rel="preload" as="script" href="${href}" data-first-paint-link>\n`),
  ].join('');
  const langAttrs = lang ? ` lang="${lang}" dir="${dir}"` : '';
  if (/<\/script/i.test(guard)) throw new Error('the guard script holds "</script": it cannot be inlined');
  return (
    indexHtml
      .replace('<html>', `<html${langAttrs} data-first-paint="${kind}">`)
      // The app's own stylesheet in the HTML too: the first paint waits for nothing but the HTML.
      .replace(/<link rel="stylesheet" href="([^"]+)">/g, (_, href) =>
        inlineStyle(href, css(href), ' data-first-paint-inline'),
      )
      // The scripts no longer hold up the painting of the HTML: deferred, in the same order.
      .replace(/<script src="/g, '<script defer src="')
      .replace(
        '</head>',
        `${extraLinks}<script data-first-paint-guard>${guard}</script>\n<style data-first-paint>${OVERLAY_CSS}${styles}</style>\n</head>`,
      )
      .replace(
        '<div id="root"></div>',
        `<div id="first-paint" inert aria-hidden="true">${markup}</div>\n<div id="root"></div>`,
      )
      // Last in the body: the copy's markup and styles come in the HTML's first bytes; the app needs these only
      // once the document is read (its scripts are deferred).
      .replace('</body>', () => `${cssinjs ? cssinjsTemplate(cssinjs) : ''}</body>`)
  );
}

/** The same page as the build made it, before the first paint was added (the benchmark's comparison). */
export function withoutFirstPaint(html) {
  return html
    .replace(/<html[^>]*>/, '<html>')
    .replace(/<script defer src="/g, '<script src="')
    .replace(
      /<style data-href="([^"]+)" data-first-paint-inline>[\s\S]*?<\/style>/g,
      '<link rel="stylesheet" href="$1">',
    )
    .replace(/<style [^>]*data-first-paint-link>[\s\S]*?<\/style>\n/g, '')
    .replace(/<link [^>]*data-first-paint-link>\n/g, '')
    .replace(/<script data-first-paint-guard>[\s\S]*?<\/script>\n/, '')
    .replace(/<style data-first-paint>[\s\S]*?<\/style>\n/, '')
    .replace(new RegExp(`<template id="${CSSINJS_TEMPLATE_ID}">[\\s\\S]*?</template>\\n`), '')
    .replace(/<div id="first-paint"[\s\S]*?<\/div>\n(?=<div id="root">)/, '');
}

/** The Content-Security-Policy source of an inline script: 'sha256-<base64>' of its text. */
export function scriptHash(text) {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}
