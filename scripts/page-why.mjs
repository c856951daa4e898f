// `npm run page-bytes -- --why <route> [--top N]`: what a route's first load carries and why, by package (issue 51).
// Reads the build's chunk graph for the route's files (scripts/lib/route-files.mjs, the files `npm run page-budgets`
// counts) and each JavaScript file's source map for the bytes each source module put there, grouped by npm package
// (or by our own folder: src/features/<area>, src/components...). Gzip per group is the file's gzip shared out by
// its decoded bytes (compression is not additive; the total is exact). Needs a build with source maps:
// `SOURCE_MAP=1 npm run build` (the maps stay local: they are never deployed). docs/speed.md keeps the findings.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { importTs } from './lib/import-ts.mjs';
import { readBuild } from './lib/route-files.mjs';

const { bytesBySource } = await importTs(["export { bytesBySource } from './config/pageWhy';"]);

export function main() {
  const args = process.argv.slice(2);
  const path = args[args.indexOf('--why') + 1];
  const top = args.includes('--top') ? Number(args[args.indexOf('--top') + 1]) : 25;
  const { dist, read, filesOf, leaves } = readBuild('page-bytes --why');
  const route = leaves.find((r) => r.path === path);
  if (!route) {
    console.error(`page-bytes --why: no route ${path}; one of: ${leaves.map((r) => r.path).join(' ')}`);
    process.exit(1);
  }
  const groups = new Map();
  let css = 0;
  let totalGzip = 0;
  let maps = 0;
  for (const file of filesOf(route)) {
    const bytes = read(file);
    const gzip = gzipSync(bytes, { level: 9 }).length;
    totalGzip += gzip;
    if (file.endsWith('.css')) {
      css += gzip;
      continue;
    }
    const mapFile = join(dist, `${file}.map`);
    const code = bytes.toString('utf8');
    // umi's own preload helper comes without a map: counted as itself.
    const mapped = existsSync(mapFile);
    if (mapped) maps++;
    const by = mapped
      ? bytesBySource(code, JSON.parse(readFileSync(mapFile, 'utf8')))
      : new Map([[`(no source map) ${file}`, code.length]]);
    for (const [group, n] of by) {
      const g = groups.get(group) ?? { raw: 0, gzip: 0 };
      g.raw += n;
      g.gzip += (gzip * n) / code.length;
      groups.set(group, g);
    }
  }
  if (!maps) {
    console.error('page-bytes --why: the build has no source maps: build with `SOURCE_MAP=1 npm run build` first.');
    process.exit(1);
  }
  const rows = [...groups].sort((a, b) => b[1].gzip - a[1].gzip);
  const kb = (n) => (n / 1024).toFixed(1).padStart(8);
  console.log(`${path}: first load ${kb(totalGzip)} KB gzip (CSS ${kb(css).trim()} KB), by package, largest first\n`);
  console.log(`${'package or folder'.padEnd(44)} ${'decoded KB'.padStart(10)} ${'gzip KB'.padStart(8)}`);
  for (const [group, g] of rows.slice(0, top))
    console.log(`${group.padEnd(44)} ${kb(g.raw).padStart(10)} ${kb(g.gzip)}`);
  const rest = rows.slice(top);
  if (rest.length) {
    const r = rest.reduce((s, [, g]) => ({ raw: s.raw + g.raw, gzip: s.gzip + g.gzip }), { raw: 0, gzip: 0 });
    console.log(`${`${rest.length} more`.padEnd(44)} ${kb(r.raw).padStart(10)} ${kb(r.gzip)}`);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) main();
