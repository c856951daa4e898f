// The first paint from HTML (docs/speed.md), a step of `npm run build`.
//
// The sign-in page is rendered by the build itself, in headless Chromium, once
// per locale, and its markup and CSS-in-JS styles are written into a copy of
// index.html: <out>/user/login/index.<locale>.html. The server sends the copy
// for the visitor's language (scripts/preview.mjs, deploy/nginx.conf.template),
// so the page paints as soon as the HTML and its CSS are in, before any script.
// index.html itself gets the console's frame (a static header and side menu)
// for signed-in visits. A small script in the HTML (src/session/firstPaint.ts)
// hides either copy when it is not what the app will render (another stored
// language, a signed-out visit), and React takes over when its page is ready
// (src/utils/firstPaint.ts). The sign-in copy also carries antd's styles of the
// page whole, in an inert template, with antd's record of which component made
// which: the app takes them over instead of making them again (issue 32,
// src/utils/firstPaintStyles.ts). Everything the first paint needs is in the HTML
// (stylesheets inline, the guard inline): it waits for no other request. The
// guard's hash is written to <out>/first-paint.json for the deployment's
// Content-Security-Policy (deploy/render.mjs).
import { createReadStream, existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize, resolve } from 'node:path';
import { build } from 'esbuild';
import { launch } from './lib/browser.mjs';
import { importTs } from './lib/import-ts.mjs';
import { localeCodes } from './lib/locales.mjs';
import { scriptHash, SHELL_STYLES, shellMarkup, withFirstPaint } from './lib/first-paint-html.mjs';

const root = resolve(new URL('..', import.meta.url).pathname);
const TYPES = { '.html': 'text/html', '.js': 'application/javascript', '.css': 'text/css', '.svg': 'image/svg+xml' };

/** Serves `out` under `base` with the single-page fallback, for the build's own browser. */
function serve(out, base) {
  const server = createServer((req, res) => {
    const path = new URL(req.url, 'http://x').pathname;
    const inside = path.startsWith(base) ? path.slice(base.length) : null;
    const file = inside === null ? null : normalize(join(out, inside));
    const found = file && file.startsWith(out) && existsSync(file) && statSync(file).isFile();
    const sent = found ? file : join(out, 'index.html');
    res.setHeader('Content-Type', TYPES[extname(sent)] || 'application/octet-stream');
    // No API here: the sign-in page makes no call before the user acts.
    if (inside?.startsWith('media/') || inside?.startsWith('__mock/')) {
      res.statusCode = 404;
      return res.end();
    }
    createReadStream(sent).pipe(res);
  });
  return new Promise((ok) => {
    server.listen(0, '127.0.0.1', () => ok({ url: `http://127.0.0.1:${server.address().port}`, server }));
  });
}

/**
 * The guard script, bundled from the session module so that it resolves a locale as the app does; the frame's
 * copy also gets the files a signed-in visit fetches first, to preload (`preloads`, see shellPreloadsOf).
 */
async function guardScript(locales, preloads) {
  const args = [JSON.stringify(locales), ...(preloads ? [JSON.stringify(preloads)] : [])].join(', ');
  const result = await build({
    stdin: {
      contents: `import { installFirstPaintGuard } from './src/session/firstPaint';\ninstallFirstPaintGuard(${args});`,
      resolveDir: root,
      loader: 'ts',
    },
    bundle: true,
    minify: true,
    format: 'iife',
    target: 'es2020',
    write: false,
  });
  return result.outputFiles[0].text;
}

/**
 * The frame's preloads (config/shellModules.ts) from the chunk graph the build has just written
 * (config/chunkGraph.ts): the same list of modules that the byte budgets add to every route.
 */
async function shellPreloadsOf(out, base, locales) {
  const { routes, PATHS, shellPreloads, CHUNK_GRAPH_FILE } = await importTs([
    "export { default as routes } from './src/routes';",
    "export { PATHS } from './src/paths';",
    "export { shellPreloads } from './config/shellModules';",
    "export { CHUNK_GRAPH_FILE } from './config/chunkGraph';",
  ]);
  const graph = JSON.parse(readFileSync(join(root, CHUNK_GRAPH_FILE), 'utf8'));
  const find = (list) => list.flatMap((r) => (r.path === PATHS.home ? [r] : find(r.routes ?? [])));
  const [homeRoute] = find(routes);
  if (!homeRoute?.component) throw new Error(`no route for ${PATHS.home} in src/routes.ts`);
  const preloads = shellPreloads(graph, locales, PATHS, homeRoute, [base, `${base}${PATHS.home.slice(1)}`]);
  const files = [...preloads.all, ...preloads.home, ...preloads.other, ...Object.values(preloads.locales).flat(2)];
  // A graph of another build (an older one, another output folder) would preload files this one lacks.
  const missing = files.filter((f) => !existsSync(join(out, f)));
  if (missing.length) throw new Error(`${CHUNK_GRAPH_FILE} is not this build's (${out} lacks ${missing.join(', ')})`);
  return preloads;
}

/**
 * Runs in the page: the markup of the app's root, and of the CSS-in-JS rules
 * only those that style something in it. The copy is inert, so rules for
 * hover, focus and other states are left out; a rule whose selector the
 * browser cannot check is kept.
 */
function snapshot() {
  const STATES =
    /::?(hover|focus|focus-visible|focus-within|active|before|after|placeholder|selection|-webkit-[a-z-]+|-moz-[a-z-]+)\b/g;
  const used = (rule) => {
    if (rule instanceof CSSStyleRule) {
      return rule.selectorText.split(',').some((one) => {
        const bare = one.replace(STATES, '').trim() || '*';
        try {
          return !!document.querySelector(bare);
        } catch {
          return true;
        }
      });
    }
    if (rule instanceof CSSMediaRule || rule instanceof CSSSupportsRule || rule instanceof CSSLayerBlockRule) {
      return [...rule.cssRules].some(used);
    }
    // Nothing moves in a still copy; font faces and layer statements are kept.
    return !(rule instanceof CSSKeyframesRule);
  };
  const css = [...document.head.querySelectorAll('style')]
    .flatMap((style) => [...(style.sheet?.cssRules ?? [])])
    .filter(used)
    .map((rule) => rule.cssText)
    .join('\n');
  // A copy, not a second form: no ids, label links, field names or test ids that the live page owns.
  const copy = document.getElementById('root').cloneNode(true);
  for (const el of copy.querySelectorAll('*')) {
    for (const attr of ['id', 'for', 'name', 'data-testid', 'aria-controls', 'aria-labelledby', 'aria-describedby']) {
      el.removeAttribute(attr);
    }
  }
  // The page's own stylesheets (its chunk's CSS modules), linked as the app links them.
  const links = [...document.querySelectorAll('link[rel=stylesheet]')].map((l) => l.getAttribute('href'));
  // antd's styles whole, for the app to take over instead of making them again (src/utils/firstPaintStyles.ts):
  // each path antd cached (the cache key "style%<token>%<path…>", antd's own record writes it with "|") with the
  // hash of the style element it made, when that element is in the head.
  const made = new Map(
    [...document.head.querySelectorAll('style[data-css-hash]')].map((s) => [s.getAttribute('data-css-hash'), s]),
  );
  const paths = [];
  for (const [key, [, value]] of window.__styleCacheOfBuild?.cache ?? []) {
    if (!key.startsWith('style%')) continue;
    const [, , hash, , clientOnly] = value;
    if (!clientOnly && made.has(hash)) paths.push(`${key.slice('style%'.length).replace(/%/g, '|')}:${hash}`);
  }
  const cssinjs = paths.length
    ? { map: paths.join(';'), tags: [...made.values()].map((s) => s.outerHTML).join('') }
    : null;
  // The page's script chunks, fetched by the app only once its main script has run: preloaded with the HTML.
  const chunks = performance
    .getEntriesByType('resource')
    .filter((e) => e.initiatorType === 'script' && /\.async\.js$/.test(e.name))
    .map((e) => new URL(e.name).pathname);
  return {
    links,
    chunks,
    lang: document.documentElement.lang,
    dir: document.documentElement.dir || 'ltr',
    markup: copy.innerHTML,
    styles: css,
    cssinjs,
  };
}

/** Adds the first paint to the build in `out`; its base path is read from the build's own index.html. */
export async function prerender(out) {
  const locales = localeCodes();
  const indexHtml = readFileSync(join(out, 'index.html'), 'utf8');
  if (indexHtml.includes('data-first-paint')) throw new Error(`${out}/index.html already has a first paint`);
  const base = /<link rel="stylesheet" href="([^"]*)umi\.[0-9a-f]+\.css">/.exec(indexHtml)?.[1];
  if (base === undefined) throw new Error(`no umi.css link in ${out}/index.html`);
  const title = /<title>([^<]*)<\/title>/.exec(indexHtml)?.[1] ?? '';
  const guard = await guardScript(locales);
  const shellGuard = await guardScript(locales, await shellPreloadsOf(out, base, locales));
  writeFileSync(
    join(out, 'first-paint.json'),
    `${JSON.stringify({ scriptHashes: [scriptHash(guard), scriptHash(shellGuard)] })}\n`,
  );
  // A stylesheet of the build by its address (under the base path).
  const css = (href) => {
    if (!href.startsWith(base)) throw new Error(`${href} is not under the base path ${base}`);
    return readFileSync(join(out, href.slice(base.length)), 'utf8');
  };

  const { url, server } = await serve(out, base);
  const { browser, close } = await launch({ shell: true });
  mkdirSync(join(out, 'user/login'), { recursive: true });
  try {
    for (const locale of locales) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale });
      await context.addInitScript((l) => {
        window.localStorage.setItem('umi_locale', l);
        // The app hands its antd style cache over when this is defined (src/utils/firstPaintStyles.ts).
        window.__firstPaintStyleCache = (cache) => {
          window.__styleCacheOfBuild = cache;
        };
      }, locale);
      const page = await context.newPage();
      const errors = [];
      page.on('pageerror', (e) => errors.push(String(e)));
      await page.goto(`${url}${base}user/login`);
      await page.locator('#login-panel-password form').waitFor();
      await page.evaluate(() => document.fonts.ready);
      const snap = await page.evaluate(snapshot);
      if (errors.length) throw new Error(`the sign-in page failed in ${locale}: ${errors.join('; ')}`);
      if (snap.lang !== locale) throw new Error(`the sign-in page rendered ${snap.lang} instead of ${locale}`);
      if (!snap.cssinjs) throw new Error(`the sign-in page in ${locale} handed over no antd styles`);
      writeFileSync(
        join(out, `user/login/index.${locale}.html`),
        withFirstPaint(indexHtml, { kind: `login:${locale}`, ...snap, guard, css }),
      );
      await context.close();
    }
  } finally {
    await close();
    server.close();
  }
  // Last, as the login copies were made from the plain index.html: the frame for every other path.
  writeFileSync(
    join(out, 'index.html'),
    withFirstPaint(indexHtml, {
      kind: 'shell',
      styles: SHELL_STYLES,
      markup: shellMarkup(base, title),
      guard: shellGuard,
      css,
    }),
  );
  return locales;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const out = resolve(root, process.env.OUTPUT_PATH || 'dist');
  const started = Date.now();
  const locales = await prerender(out);
  console.log(
    `first paint: sign-in page in ${locales.length} locales in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
}
