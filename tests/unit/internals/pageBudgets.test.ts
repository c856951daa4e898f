/** @jest-environment node */
/**
 * The byte budgets of `npm test` (config/pageBudgets.ts) on a small fake build: a chunk graph as
 * config/chunkGraph.ts writes it, files of incompressible bytes (so gzip sizes are about the raw ones), and a
 * baseline measured from it. Growing one route's chunk must fail that route, and only past its allowance.
 */
import { createHash } from 'node:crypto';
import type { ChunkGraph } from '../../../config/chunkGraph';
import {
  compareBudgets,
  failureAdvice,
  formatTable,
  htmlAssets,
  importFiles,
  leafRoutes,
  measureFiles,
  routeFiles,
  type BudgetRoute,
  type PageBytes,
  type ShellModules,
} from '../../../config/pageBudgets';

const KB = 1024;

/** Deterministic bytes that gzip cannot shrink (a chain of SHA-256 digests). */
function noise(size: number, seed: number): Buffer {
  const blocks: Buffer[] = [];
  let block = createHash('sha256').update(String(seed)).digest();
  for (let n = 0; n < size; n += block.length) {
    blocks.push(block);
    block = createHash('sha256').update(block).digest();
  }
  return Buffer.concat(blocks).subarray(0, size);
}

const ROUTES: BudgetRoute[] = [
  {
    path: '/',
    component: '@/layouts/Root',
    routes: [
      { path: '/login', component: './login', layout: false },
      { path: '/home', component: './home' },
      { path: '/group', routes: [{ path: '/group/list', component: './list/index' }] },
    ],
  },
];

const GRAPH: ChunkGraph = {
  outputPath: 'dist',
  publicPath: '/',
  entry: ['umi.js', 'umi.css'],
  imports: {
    'src/layouts/Root.tsx': ['root.js'],
    'src/.umi-production/core/EmptyRoute.tsx': ['empty.js'],
    'src/layouts/Menu.tsx': ['menu.js', 'shared.js'],
    'src/pages/login/index.tsx': ['login.js'],
    'src/pages/home/index.tsx': ['home.js', 'shared.js'],
    'src/pages/list/index.tsx': ['list.js', 'list.css', 'shared.js'],
  },
};

/** The shell of the fake app: the menu for every page that has one. */
const SHELL: ShellModules = (route) => (route.layout === false ? [] : ['src/layouts/Menu']);

const SIZES: Record<string, number> = {
  'umi.js': 100 * KB,
  'umi.css': 2 * KB,
  'root.js': 5 * KB,
  'empty.js': 1 * KB,
  'menu.js': 20 * KB,
  'shared.js': 30 * KB,
  'login.js': 10 * KB,
  'home.js': 40 * KB,
  'list.js': 400 * KB,
  'list.css': 3 * KB,
};

function measure(sizes: Record<string, number>): Record<string, PageBytes> {
  const files = Object.fromEntries(Object.entries(sizes).map(([f, n], i) => [f, noise(n, i + 1)]));
  const out: Record<string, PageBytes> = {};
  for (const route of leafRoutes(ROUTES))
    out[route.path] = measureFiles(routeFiles(GRAPH, route, SHELL), (f) => files[f]);
  return out;
}

const baseline = measure(SIZES);
const verdicts = (rows: { path: string; problem?: string }[]) =>
  Object.fromEntries(rows.map((r) => [r.path, r.problem ?? 'ok']));

describe('what a route loads first', () => {
  it('is the entry, its layouts, its page and the shell, each shared file once', () => {
    const [login, home, list] = leafRoutes(ROUTES);
    expect(routeFiles(GRAPH, login, SHELL)).toEqual(['umi.js', 'umi.css', 'root.js', 'login.js']);
    expect(routeFiles(GRAPH, home, SHELL)).toEqual(['umi.js', 'umi.css', 'root.js', 'home.js', 'shared.js', 'menu.js']);
    // A route inside a group (a menu group, no component): umi renders its EmptyRoute there.
    expect(routeFiles(GRAPH, list, SHELL)).toEqual([
      'umi.js',
      'umi.css',
      'root.js',
      'empty.js',
      'list.js',
      'list.css',
      'shared.js',
      'menu.js',
    ]);
  });

  it('adds JavaScript and CSS apart, raw and gzip', () => {
    expect(baseline['/login'].js.raw).toBe(115 * KB);
    expect(baseline['/login'].css.raw).toBe(2 * KB);
    expect(baseline['/group/list'].css.raw).toBe(5 * KB);
    // Incompressible bytes: gzip adds only its framing.
    expect(baseline['/login'].js.gzip).toBeGreaterThan(115 * KB);
    expect(baseline['/login'].js.gzip).toBeLessThan(116 * KB);
  });

  it("starts with what index.html loads, under the build's public path, linked or inlined", () => {
    const html = [
      '<link rel="shortcut icon" href="/console/favicon.svg">',
      '<script defer src="/console/framework.1.js"></script><script defer src="/console/preload_helper.2.js"></script>',
      '<style data-href="/console/umi.3.css" data-first-paint-inline>a{}</style>',
      '<link rel="stylesheet" href="/console/extra.4.css"><script data-first-paint-guard>x()</script>',
      '<script defer src="/console/umi.5.js"></script>',
    ].join('');
    expect(htmlAssets(html, '/console/')).toEqual([
      'framework.1.js',
      'preload_helper.2.js',
      'umi.3.css',
      'extra.4.css',
      'umi.5.js',
    ]);
    const [login] = leafRoutes(ROUTES);
    expect(routeFiles(GRAPH, login, SHELL, ['framework.1.js', 'umi.js'])).toEqual([
      'framework.1.js',
      'umi.js',
      'root.js',
      'login.js',
    ]);
  });

  it('names a module the shell expects but the build does not import', () => {
    expect(() => importFiles(GRAPH, 'src/layouts/Gone')).toThrow(/no import\(\) of src\/layouts\/Gone/);
  });
});

describe('the budgets', () => {
  it('pass every route of the same build, and one that grew within 5% and 10 KB', () => {
    // /home is about 197 KB: +8 KB is 4%.
    const { offenders, rows } = compareBudgets(measure({ ...SIZES, 'home.js': 48 * KB }), baseline);
    expect(offenders).toEqual([]);
    expect(verdicts(rows)).toEqual({ '/login': 'ok', '/home': 'ok', '/group/list': 'ok' });
  });

  it('fail a route that grew by more than 5% (though under 10 KB)', () => {
    // /login is 115 KB: +7 KB is 6%.
    const { offenders } = compareBudgets(measure({ ...SIZES, 'login.js': 17 * KB }), baseline);
    expect(verdicts(offenders)).toEqual({ '/login': 'JS over budget' });
  });

  it('fail a route that grew by more than 10 KB (though under 5%)', () => {
    // /group/list is about 556 KB: +11 KB is 2%. The chunk it shares with /home makes both grow.
    const grown = compareBudgets(measure({ ...SIZES, 'list.js': 411 * KB }), baseline);
    expect(verdicts(grown.offenders)).toEqual({ '/group/list': 'JS over budget' });
    const shared = compareBudgets(measure({ ...SIZES, 'shared.js': 41 * KB }), baseline);
    expect(verdicts(shared.offenders)).toEqual({ '/home': 'JS over budget', '/group/list': 'JS over budget' });
  });

  it("count a route's CSS with its JavaScript", () => {
    // /group/list: JS unchanged, CSS +11 KB.
    const { offenders } = compareBudgets(measure({ ...SIZES, 'list.css': 14 * KB }), baseline);
    expect(verdicts(offenders)).toEqual({ '/group/list': 'JS+CSS over budget' });
  });

  it('fail a route without a baseline entry, and an entry whose route is gone', () => {
    const { '/home': home, ...withoutHome } = baseline;
    expect(verdicts(compareBudgets(baseline, withoutHome).offenders)).toEqual({ '/home': 'no baseline entry' });
    const stale = { ...baseline, '/old': home };
    expect(verdicts(compareBudgets(baseline, stale).offenders)).toEqual({ '/old': 'baseline of a route that is gone' });
  });

  it('print the offenders with their figures and how to raise a baseline', () => {
    const { rows, offenders } = compareBudgets(measure({ ...SIZES, 'login.js': 17 * KB }), baseline);
    expect(formatTable(rows).split('\n')).toHaveLength(4);
    const advice = failureAdvice(offenders);
    expect(advice).toMatch(/\/login .* 122\.\d KB +115\.\d KB +\+6\.\d% .* FAIL: JS over budget/);
    expect(advice).toContain('config/page-budgets.json');
    expect(advice).toContain('commit message');
  });
});
