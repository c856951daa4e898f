// Copy-paste held by `npm run lint` (issue 50): jscpd (settings in .jscpd.json: six lines or more, locales, generated
// files and tests aside) finds the pairs of places that repeat each other, and this counts them per folder. A
// folder over its limit fails, naming every pair it has, so a new copy is folded the day it is written rather than
// at a review. A pair counts in the folder of each of its two places; the limits: scripts/lib/duplicates.mjs.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { countPairs, FOLDERS, LIMITS } from './lib/duplicates.mjs';

/** jscpd's pairs as `{ a, b, lines }`, files relative to `root`. */
function findPairs(root) {
  const out = mkdtempSync(join(tmpdir(), 'jscpd-'));
  try {
    const bin = join(root, 'node_modules/jscpd/run-jscpd.js');
    const args = [bin, '--config', join(root, '.jscpd.json'), '--absolute', '--silent', '--reporters', 'json'];
    const run = spawnSync(process.execPath, [...args, '--output', out, ...FOLDERS], { cwd: root, encoding: 'utf8' });
    if (run.status !== 0) throw new Error(`jscpd failed (${run.status}): ${run.stderr || run.stdout}`);
    const report = JSON.parse(readFileSync(join(out, 'jscpd-report.json'), 'utf8'));
    const place = (f) => `${relative(root, f.name)}:${f.start}-${f.end}`;
    return report.duplicates.map((d) => ({ a: place(d.firstFile), b: place(d.secondFile), lines: d.lines }));
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = resolve(fileURLToPath(new URL('..', import.meta.url)));
  const byFolder = countPairs(findPairs(root));
  let failed = false;
  for (const [folder, pairs] of Object.entries(byFolder)) {
    if (process.argv.includes('--list')) console.log(`${folder}: ${pairs.length} pairs (limit ${LIMITS[folder]})`);
    if (pairs.length <= LIMITS[folder]) continue;
    failed = true;
    console.error(`duplicates: ${folder} has ${pairs.length} repeated places, limit ${LIMITS[folder]}:`);
    for (const p of pairs) console.error(`  ${p.lines} lines: ${p.a} = ${p.b}`);
  }
  if (failed) console.error('Fold the new copy into one function (scripts/duplicates-check.mjs says why).');
  process.exit(failed ? 1 : 0);
}
