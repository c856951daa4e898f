// `npm run page-budgets [-- --write]`: the byte budget of every route, read from the production build (no browser).
// For each leaf route of src/routes.ts it adds up the JavaScript and CSS of its first load, raw and gzip: umi's
// entry, then what the route's layouts and page import, and what the shell loads beside them (SHELL below), each
// import() with the shared chunks webpack split off it (the build's chunk graph, config/chunkGraph.ts). It fails
// when a route grows past its baseline in config/page-budgets.json by more than 5% or 10 KB gzip, or has no entry
// there. `--write` rewrites the baseline with today's figures: the diff is the visible line the commit explains.
// `npm test` runs it right after the build (scripts/test-all.mjs). docs/speed.md.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { importTs } from './lib/import-ts.mjs';

const root = resolve(new URL('..', import.meta.url).pathname);
/** The language of the measured visit, as `npm run page-bytes` loads it. */
const LOCALE = 'en-US';

const write = process.argv.includes('--write');

// The route table, the URLs and the budgets' logic, compiled from TypeScript (they import nothing else of ours).
const {
  routes,
  PATHS,
  BASELINE_FILE,
  CHUNK_GRAPH_FILE,
  compareBudgets,
  failureAdvice,
  formatTable,
  htmlAssets,
  leafRoutes,
  measureFiles,
  routeFiles,
  shellModules,
} = await importTs([
  "export { default as routes } from './src/routes';",
  "export { PATHS } from './src/paths';",
  "export * from './config/pageBudgets';",
  "export { CHUNK_GRAPH_FILE } from './config/chunkGraph';",
  "export { shellModules } from './config/shellModules';",
]);

/** What the shell fetches for a route beside its layouts and page, on a visit in LOCALE (config/shellModules.ts). */
const SHELL = (route) => shellModules(route, LOCALE, PATHS);

const graphPath = join(root, CHUNK_GRAPH_FILE);
if (!existsSync(graphPath)) {
  console.error(`page-budgets: no ${CHUNK_GRAPH_FILE}: run \`npm run build\` first (it writes the chunk graph).`);
  process.exit(1);
}
const graph = JSON.parse(readFileSync(graphPath, 'utf8'));
const dist = join(root, graph.outputPath);
const read = (file) => {
  const path = join(dist, file);
  if (!existsSync(path))
    throw new Error(`${CHUNK_GRAPH_FILE} names ${file}, which ${graph.outputPath}/ lacks: rebuild`);
  return readFileSync(path);
};

// Every page's first files: what index.html loads (umi's preload helper is not webpack's), and webpack's entry.
const html = readFileSync(join(dist, 'index.html'), 'utf8');
const entry = [...new Set([...htmlAssets(html, graph.publicPath ?? '/'), ...graph.entry])];
const measured = {};
for (const route of leafRoutes(routes))
  measured[route.path] = measureFiles(routeFiles(graph, route, SHELL, entry), read);

const baselinePath = join(root, BASELINE_FILE);
if (write) {
  const about =
    'First-load bytes per route (npm run page-budgets, docs/speed.md). A route fails npm test when it grows past ' +
    'its figures by more than 5% or 10 KB gzip. Raise a figure only with the reason in the commit message.';
  // One line per route, so that raising one figure is one line of the diff.
  const lines = Object.entries(measured).map(
    ([path, bytes]) => `    ${JSON.stringify(path)}: ${JSON.stringify(bytes)}`,
  );
  const head = `{\n  "about": ${JSON.stringify(about)},\n  "locale": ${JSON.stringify(LOCALE)},\n  "routes": {\n`;
  writeFileSync(baselinePath, `${head}${lines.join(',\n')}\n  }\n}\n`);
  console.log(`page-budgets: wrote ${Object.keys(measured).length} routes to ${BASELINE_FILE}`);
}
const baseline = existsSync(baselinePath) ? JSON.parse(readFileSync(baselinePath, 'utf8')).routes : {};
const { rows, offenders } = compareBudgets(measured, baseline);
console.log(formatTable(rows));
if (offenders.length) {
  console.error(`\n${failureAdvice(offenders)}`);
  process.exit(1);
}
console.log(`\npage-budgets: all ${rows.length} routes within their byte budgets (${BASELINE_FILE})`);
