/**
 * The production build's chunk graph, written where `npm run page-budgets`
 * (scripts/page-budgets.mjs, docs/speed.md) reads it: the files of the entry,
 * and for every module the app loads with `import()`, the files webpack
 * fetches for that import (the module's own chunk and the shared chunks
 * split off it). From these and the route table the check adds up what each
 * route downloads on its first load, without a browser.
 *
 * It is written beside the build (bench/, git-ignored), not into dist/: the
 * module paths it names have no business on the web server.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';

/** Where the graph goes; the check reads the same constant's value (scripts/page-budgets.mjs). */
export const CHUNK_GRAPH_FILE = 'bench/chunk-graph.json';

type Module = { resource?: string; rootModule?: Module; modules?: Iterable<Module>; blocks?: Block[] };
type Block = { dependencies: unknown[] };
type ChunkGroup = { getFiles(): string[] };
type Compilation = {
  outputOptions: { path?: string; publicPath?: unknown };
  entrypoints: Map<string, ChunkGroup>;
  modules: Iterable<Module>;
  moduleGraph: { getModule(dependency: unknown): Module | null };
  chunkGraph: { getBlockChunkGroup(block: Block): ChunkGroup | undefined };
};
type Compiler = {
  context: string;
  hooks: { done: { tap(name: string, fn: (stats: { compilation: Compilation }) => void): void } };
};

export interface ChunkGraph {
  /** dist/ relative to the project, as the build wrote it. */
  outputPath: string;
  /** The public path the build's addresses start with (BASE_PATH, '/' by default). */
  publicPath: string;
  /** The files every page loads first (umi's entry), in order. */
  entry: string[];
  /** Source module (project-relative, `/`-separated) → the files its `import()` fetches. */
  imports: Record<string, string[]>;
}

const assets = (files: Iterable<string>) => [...files].filter((f) => /\.(js|css)$/.test(f));

/** The graph of a finished compilation (exported for its test). */
export function chunkGraphOf(compilation: Compilation, root: string): ChunkGraph {
  const project = (file: string) => relative(root, file).split('\\').join('/');
  const imports: Record<string, Set<string>> = {};
  for (const module of compilation.modules) {
    // A concatenated module keeps its parts' import() blocks on the parts.
    const inner = [module, ...(module.modules ?? [])];
    for (const block of inner.flatMap((m) => m.blocks ?? [])) {
      // No group: what it imports is already loaded where it is imported (antd's English is in the entry).
      const files = assets(compilation.chunkGraph.getBlockChunkGroup(block)?.getFiles() ?? []);
      for (const dependency of block.dependencies) {
        const target = compilation.moduleGraph.getModule(dependency);
        const resource = target?.resource ?? target?.rootModule?.resource;
        if (!resource) continue;
        const key = project(resource.replace(/\?.*$/, ''));
        imports[key] ??= new Set();
        for (const file of files) imports[key].add(file);
      }
    }
  }
  const entry = [...compilation.entrypoints.values()].flatMap((e) => assets(e.getFiles()));
  return {
    outputPath: project(compilation.outputOptions.path ?? resolve(root, 'dist')),
    publicPath: typeof compilation.outputOptions.publicPath === 'string' ? compilation.outputOptions.publicPath : '/',
    entry: [...new Set(entry)],
    imports: Object.fromEntries(
      Object.keys(imports)
        .sort()
        .map((k) => [k, [...imports[k]].sort()]),
    ),
  };
}

/** The webpack plugin (production builds only, config/webpack.ts). */
export class ChunkGraphPlugin {
  apply(compiler: Compiler) {
    compiler.hooks.done.tap('ChunkGraphPlugin', ({ compilation }) => {
      const file = resolve(compiler.context, CHUNK_GRAPH_FILE);
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, `${JSON.stringify(chunkGraphOf(compilation, compiler.context), null, 1)}\n`);
    });
  }
}
