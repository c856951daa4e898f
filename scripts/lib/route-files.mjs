// The files a route of the current build loads first (its entry, shell, layouts and page, with the shared chunks
// webpack split off them), read from the build's chunk graph: what `npm run page-budgets` measures and
// `npm run page-bytes -- --why <route>` breaks down. Compiled from the TypeScript the budgets use.
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { importTs } from './import-ts.mjs';

export const root = resolve(new URL('../..', import.meta.url).pathname);
/** The language of the measured visit, as `npm run page-bytes` loads it. */
export const LOCALE = 'en-US';

export const budgets = await importTs([
  "export { default as routes } from './src/routes';",
  "export { PATHS } from './src/paths';",
  "export * from './config/pageBudgets';",
  "export { CHUNK_GRAPH_FILE } from './config/chunkGraph';",
  "export { shellModules } from './config/shellModules';",
]);

/** The build's chunk graph, its output folder and a reader of its files; exits with advice when there is no build. */
export function readBuild(tool) {
  const graphPath = join(root, budgets.CHUNK_GRAPH_FILE);
  if (!existsSync(graphPath)) {
    console.error(`${tool}: no ${budgets.CHUNK_GRAPH_FILE}: run \`npm run build\` first (it writes the chunk graph).`);
    process.exit(1);
  }
  const graph = JSON.parse(readFileSync(graphPath, 'utf8'));
  const dist = join(root, graph.outputPath);
  const read = (file) => {
    const path = join(dist, file);
    if (!existsSync(path))
      throw new Error(`${budgets.CHUNK_GRAPH_FILE} names ${file}, which ${graph.outputPath}/ lacks: rebuild`);
    return readFileSync(path);
  };
  // Every page's first files: what index.html loads (umi's preload helper is not webpack's), and webpack's entry.
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const entry = [...new Set([...budgets.htmlAssets(html, graph.publicPath ?? '/'), ...graph.entry])];
  /** What the shell fetches for a route beside its layouts and page, on a visit in LOCALE (config/shellModules.ts). */
  const shell = (route) => budgets.shellModules(route, LOCALE, budgets.PATHS);
  const filesOf = (route) => budgets.routeFiles(graph, route, shell, entry);
  return { graph, dist, read, filesOf, leaves: budgets.leafRoutes(budgets.routes) };
}
