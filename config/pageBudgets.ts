/**
 * The byte budgets of every route (`npm run page-budgets`, scripts/page-budgets.mjs, docs/speed.md): what a
 * route downloads on its first load, from the build's chunk graph (config/chunkGraph.ts), against the committed
 * baseline (config/page-budgets.json). Pure functions over data, so the unit test
 * (tests/unit/internals/pageBudgets.test.ts) runs them on a small fake build.
 */
import { gzipSync } from 'node:zlib';
import type { ChunkGraph } from './chunkGraph';

/** A route may grow by at most this share of its baseline, and by at most LIMIT_BYTES (gzip), whichever is less. */
export const LIMIT_SHARE = 0.05;
export const LIMIT_BYTES = 10 * 1024;
export const BASELINE_FILE = 'config/page-budgets.json';

export interface Bytes {
  raw: number;
  gzip: number;
}
/** One route's first load. */
export interface PageBytes {
  js: Bytes;
  css: Bytes;
  files: number;
}
/** The route table's shape as far as the budgets read it (src/routes.ts). */
export interface BudgetRoute {
  path: string;
  component?: string;
  layout?: false;
  proComponents?: false;
  /** 'home': the page waits for the home page's part of the pages' messages only. */
  messages?: 'home';
  routes?: BudgetRoute[];
}
export interface LeafRoute extends BudgetRoute {
  component: string;
  /** The modules of the routes around it (umi's layouts, project paths without extension), outermost first. */
  layouts: string[];
}
/** The modules the shell loads for a route beside its layouts and page (project paths without extension). */
export type ShellModules = (route: LeafRoute) => string[];

/** What umi renders for a route that only groups others (a menu group): a chunk of its own, tiny. */
export const EMPTY_ROUTE_MODULE = 'src/.umi-production/core/EmptyRoute';

/** The leaf routes with a component, each with the layouts around it. */
export function leafRoutes(routes: readonly BudgetRoute[]): LeafRoute[] {
  const out: LeafRoute[] = [];
  const walk = (list: readonly BudgetRoute[], layouts: string[]) => {
    for (const r of list) {
      if (r.routes) walk(r.routes, [...layouts, r.component ? componentModule(r.component) : EMPTY_ROUTE_MODULE]);
      else if (r.component) out.push({ ...r, component: r.component, layouts });
    }
  };
  walk(routes, []);
  return out;
}

/** umi's component address as a project path without extension: './x' is under src/pages, '@/x' under src. */
export function componentModule(component: string): string {
  if (component.startsWith('@/')) return `src/${component.slice(2)}`;
  return `src/pages/${component.replace(/^\.\//, '')}`;
}

/** The files the `import()` of `stem` fetches (a project path without extension, or its folder's index). */
export function importFiles(graph: ChunkGraph, stem: string): string[] {
  const keys = Object.keys(graph.imports).filter((k) => {
    const bare = k.replace(/\.[cm]?[jt]sx?$/, '');
    return bare === stem || bare === `${stem}/index`;
  });
  if (!keys.length)
    throw new Error(`the build has no import() of ${stem} (the shell's modules: scripts/page-budgets.mjs)`);
  return keys.flatMap((k) => graph.imports[k]);
}

/**
 * The build's files index.html loads for every page, in its order: its scripts (umi's entry and umi's route
 * preload helper) and its styles, linked or inlined by the first paint (`<style data-href>`: the bytes still come
 * with the page). `base` is the build's public path.
 */
export function htmlAssets(html: string, base: string): string[] {
  const refs = [...html.matchAll(/<(?:script|link|style)\b[^>]*?\b(?:src|href|data-href)="([^"]+\.(?:js|css))"/g)];
  return [...new Set(refs.map(([, url]) => (url.startsWith(base) ? url.slice(base.length) : url)))];
}

/**
 * Every file a route's first load fetches: the entry, then the import() of its layouts, its page and what the
 * shell loads for it, in that order without repeats.
 */
export function routeFiles(
  graph: ChunkGraph,
  route: LeafRoute,
  shell: ShellModules,
  entry: readonly string[] = graph.entry,
): string[] {
  const stems = [...route.layouts, componentModule(route.component), ...shell(route)];
  return [...new Set([...entry, ...stems.flatMap((s) => importFiles(graph, s))])];
}

/** Raw and gzip (level 9, as the build's .gz files) bytes of the JavaScript and the CSS among `files`. */
export function measureFiles(files: readonly string[], read: (file: string) => Buffer): PageBytes {
  const sum: PageBytes = { js: { raw: 0, gzip: 0 }, css: { raw: 0, gzip: 0 }, files: files.length };
  for (const file of files) {
    const kind = file.endsWith('.css') ? 'css' : 'js';
    const body = read(file);
    sum[kind].raw += body.length;
    sum[kind].gzip += gzipSync(body, { level: 9 }).length;
  }
  return sum;
}

/** The most a gzip figure may reach against its baseline. */
export const allowance = (base: number): number => Math.min(Math.floor(base * (1 + LIMIT_SHARE)), base + LIMIT_BYTES);

export interface BudgetRow {
  path: string;
  now?: PageBytes;
  base?: PageBytes;
  problem?: string;
}

/**
 * Each route's figures against its baseline. A route fails when its JavaScript (gzip), or its JavaScript and CSS
 * together (gzip), passes its allowance, or when it has no baseline; a baseline whose route is gone fails too.
 */
export function compareBudgets(
  measured: Readonly<Record<string, PageBytes>>,
  baseline: Readonly<Record<string, PageBytes>>,
): { rows: BudgetRow[]; offenders: BudgetRow[] } {
  const rows: BudgetRow[] = [];
  for (const [path, now] of Object.entries(measured)) {
    const base = baseline[path];
    if (!base) {
      rows.push({ path, now, problem: 'no baseline entry' });
      continue;
    }
    const jsOver = now.js.gzip > allowance(base.js.gzip);
    const totalOver = now.js.gzip + now.css.gzip > allowance(base.js.gzip + base.css.gzip);
    const problem = jsOver ? 'JS over budget' : totalOver ? 'JS+CSS over budget' : undefined;
    rows.push({ path, now, base, problem });
  }
  for (const path of Object.keys(baseline)) {
    if (!(path in measured)) rows.push({ path, base: baseline[path], problem: 'baseline of a route that is gone' });
  }
  return { rows, offenders: rows.filter((r) => r.problem) };
}

const kb = (n: number | undefined) => (n === undefined ? '' : `${(n / 1024).toFixed(1)} KB`);
const change = (now: number | undefined, base: number | undefined) =>
  now === undefined || base === undefined
    ? ''
    : `${now >= base ? '+' : ''}${(((now - base) / base) * 100).toFixed(1)}%`;

/** A plain table: route, JS raw, JS gzip against its baseline, CSS gzip, files, verdict. */
export function formatTable(rows: readonly BudgetRow[]): string {
  const head = ['route', 'JS raw', 'JS gzip', 'baseline', 'change', 'CSS gzip', 'files', ''];
  const body = rows.map((r) => [
    r.path,
    kb(r.now?.js.raw),
    kb(r.now?.js.gzip),
    kb(r.base?.js.gzip),
    change(r.now?.js.gzip, r.base?.js.gzip),
    kb(r.now?.css.gzip),
    r.now ? String(r.now.files) : '',
    r.problem ? `FAIL: ${r.problem}` : 'ok',
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((b) => b[i].length)));
  const line = (cells: string[]) =>
    cells
      .map((c, i) => (i === 0 || i === cells.length - 1 ? c.padEnd(widths[i]) : c.padStart(widths[i])))
      .join('  ')
      .trimEnd();
  return [line(head), ...body.map(line)].join('\n');
}

/** What to do about offenders, said under the table. */
export function failureAdvice(offenders: readonly BudgetRow[]): string {
  return [
    `${offenders.length} route(s) over their byte budget (at most +${LIMIT_SHARE * 100}% or +${LIMIT_BYTES / 1024} KB gzip, whichever is less):`,
    formatTable(offenders),
    '',
    'Make the route load less at first (import() what is below the fold or behind a click: docs/speed.md), or,',
    `when the growth is worth it, raise its figures in ${BASELINE_FILE} (\`npm run page-budgets -- --write\``,
    'rewrites them all) and give the reason in the commit message. A route without an entry gets one the same way.',
  ].join('\n');
}
