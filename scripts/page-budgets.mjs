// `npm run page-budgets [-- --write]`: the byte budget of every route, read from the production build (no browser).
// For each leaf route of src/routes.ts it adds up the JavaScript and CSS of its first load, raw and gzip: umi's
// entry, then what the route's layouts and page import, and what the shell loads beside them (SHELL below), each
// import() with the shared chunks webpack split off it (the build's chunk graph, config/chunkGraph.ts). It fails
// when a route grows past its baseline in config/page-budgets.json by more than 5% or 10 KB gzip, or has no entry
// there. `--write` rewrites the baseline with today's figures: the diff is the visible line the commit explains.
// `npm test` runs it right after the build (scripts/test-all.mjs). docs/speed.md.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { budgets, LOCALE, readBuild, root } from './lib/route-files.mjs';

const write = process.argv.includes('--write');
const { BASELINE_FILE, compareBudgets, failureAdvice, formatTable, measureFiles } = budgets;
const { read, filesOf, leaves } = readBuild('page-budgets');
const measured = {};
for (const route of leaves) measured[route.path] = measureFiles(filesOf(route), read);

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
