/** @jest-environment node */
/**
 * The chunk graph the production build writes for the byte budgets (config/chunkGraph.ts), from a compilation
 * shaped as webpack 5's: the entry's files, and per import()ed module the files of the chunk group its import
 * fetches, including a module whose import() sits inside a concatenated module and one already in the entry.
 */
import { chunkGraphOf } from '../../../config/chunkGraph';

const root = '/repo';
const group = (...files: string[]) => ({ getFiles: () => files });

function compilation() {
  const menu = { resource: `${root}/src/layouts/MenuLayout.tsx` };
  const page = { resource: `${root}/src/pages/home/index.tsx?x=1` };
  const english = { resource: `${root}/node_modules/antd/es/locale/en_US.js` };
  const menuBlock = { dependencies: ['dep-menu'] };
  const pageBlock = { dependencies: ['dep-page'] };
  const englishBlock = { dependencies: ['dep-english'] };
  const targets = new Map<unknown, object>([
    ['dep-menu', menu],
    // A target webpack concatenated: the graph names its root module.
    ['dep-page', { rootModule: page }],
    ['dep-english', english],
  ]);
  const groups = new Map<unknown, { getFiles(): string[] }>([
    [menuBlock, group('menu.1.js', 'shared.2.js', 'menu.3.css', 'menu.4.js.map')],
    [pageBlock, group('home.5.js', 'shared.2.js')],
  ]);
  return {
    outputOptions: { path: `${root}/dist`, publicPath: '/console/' },
    entrypoints: new Map([['umi', group('framework.6.js', 'umi.7.js', 'umi.8.css')]]),
    modules: [
      { resource: `${root}/src/app.tsx`, blocks: [englishBlock] },
      // The root layout was concatenated with a helper: its import() stays on the part.
      { rootModule: { resource: `${root}/src/layouts/Root.tsx` }, modules: [{ blocks: [menuBlock, pageBlock] }] },
    ],
    moduleGraph: { getModule: (dependency: unknown) => targets.get(dependency) ?? null },
    chunkGraph: { getBlockChunkGroup: (block: object) => groups.get(block) },
  };
}

describe('the chunk graph of a build', () => {
  it("lists the entry's scripts and styles, and per import()ed module the files its import fetches", () => {
    expect(chunkGraphOf(compilation(), root)).toEqual({
      outputPath: 'dist',
      publicPath: '/console/',
      entry: ['framework.6.js', 'umi.7.js', 'umi.8.css'],
      imports: {
        // Already in the entry: no chunk of its own, but named, so the budgets' shell can name it.
        'node_modules/antd/es/locale/en_US.js': [],
        'src/layouts/MenuLayout.tsx': ['menu.1.js', 'menu.3.css', 'shared.2.js'],
        'src/pages/home/index.tsx': ['home.5.js', 'shared.2.js'],
      },
    });
  });
});
