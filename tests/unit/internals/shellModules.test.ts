/** @jest-environment node */
/**
 * The shell's modules (config/shellModules.ts): one list for the byte budgets and for the frame's preloads. On a
 * fake build's chunk graph, the preloads must name each file the shell fetches for the home page and for another
 * page, in every locale, and no file of another locale or page.
 */
import { shellPreloadUrls } from '@/session/firstPaint';
import type { ChunkGraph } from '../../../config/chunkGraph';
import { shellModules, shellPreloads } from '../../../config/shellModules';

const PATHS = { login: '/user/login', home: '/dashboard', auditReport: '/auditReport/index' };
const HOME = {
  path: '/dashboard',
  component: './dashboard/index',
  proComponents: false as const,
  messages: 'home' as const,
};

const GRAPH: ChunkGraph = {
  outputPath: 'dist',
  publicPath: '/',
  entry: ['umi.js'],
  imports: {
    'src/layouts/MenuLayout.tsx': ['menu.js', 'menu.css', 'shared.js'],
    'src/layouts/QueryProvider.tsx': ['query.js', 'shared.js'],
    'src/services/query.ts': ['query.js'],
    'src/services/menu.ts': ['menu-codes.js', 'query.js'],
    'src/layouts/ProScope.tsx': ['pro.js'],
    'src/features/dashboard/index.ts': ['figures.js'],
    'src/components/UPlotChart.tsx': ['chart.js', 'chart.css'],
    'src/locales/en-US/home.ts': ['home-en.js'],
    'src/locales/en-US/console.ts': ['console-en.js'],
    'src/locales/ar-EG/home.ts': ['home-ar.js'],
    'src/locales/ar-EG/console.ts': ['console-ar.js'],
    'node_modules/antd/es/locale/ar_EG.js': ['antd-ar.js'],
  },
};

const preloads = shellPreloads(GRAPH, ['en-US', 'ar-EG'], PATHS, HOME, ['/', '/dashboard']);
const sorted = (xs: string[]) => [...xs].sort();

it('lists what the budgets count for the shell of the home page, per locale', () => {
  expect(shellModules(HOME, 'ar-EG', PATHS)).toEqual([
    'node_modules/antd/es/locale/ar_EG',
    'src/layouts/MenuLayout',
    'src/layouts/QueryProvider',
    'src/locales/ar-EG/home',
    'src/services/query',
    'src/services/menu',
    'src/features/dashboard',
    'src/components/UPlotChart',
  ]);
  // The sign-in page: antd's texts only.
  expect(shellModules({ path: PATHS.login }, 'en-US', PATHS)).toEqual(['node_modules/antd/es/locale/en_US']);
});

it('preloads every file of those modules on the home page, and nothing else', () => {
  expect(sorted(shellPreloadUrls(preloads, 'ar-EG', '/dashboard'))).toEqual(
    sorted(
      [
        'menu.js',
        'menu.css',
        'shared.js',
        'query.js',
        'menu-codes.js',
        'figures.js',
        'chart.js',
        'chart.css',
        'home-ar.js',
        'antd-ar.js',
      ].map((f) => `/${f}`),
    ),
  );
  // en-US's antd texts are in the entry: nothing to fetch for them.
  expect(sorted(shellPreloadUrls(preloads, 'en-US', '/'))).toEqual(
    sorted(
      [
        'menu.js',
        'menu.css',
        'shared.js',
        'query.js',
        'menu-codes.js',
        'figures.js',
        'chart.js',
        'chart.css',
        'home-en.js',
      ].map((f) => `/${f}`),
    ),
  );
});

it("preloads another page's shell without the home page's figures, chart or part of the messages", () => {
  expect(sorted(shellPreloadUrls(preloads, 'en-US', '/flow/app'))).toEqual(
    sorted(['menu.js', 'menu.css', 'shared.js', 'query.js', 'menu-codes.js', 'console-en.js'].map((f) => `/${f}`)),
  );
});

it('names a file shared by every locale and page once', () => {
  expect(sorted(preloads.all)).toEqual(sorted(['menu.js', 'menu.css', 'shared.js', 'query.js', 'menu-codes.js']));
  expect(preloads.locales['en-US']).toEqual([['home-en.js'], ['console-en.js']]);
  expect(preloads.locales['ar-EG']).toEqual([
    ['antd-ar.js', 'home-ar.js'],
    ['antd-ar.js', 'console-ar.js'],
  ]);
});
