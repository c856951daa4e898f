// `npm run build`: the production build (max build), timed. The duration is
// written to bench/build-time.json (git-ignored) for `npm run bench`.
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const root = resolve(new URL('..', import.meta.url).pathname);
const started = Date.now();
const result = spawnSync(process.execPath, [join(root, 'node_modules/@umijs/max/bin/max.js'), 'build'], {
  cwd: root,
  stdio: 'inherit',
  env: process.env,
});
const seconds = (Date.now() - started) / 1000;
if (result.status === 0) {
  mkdirSync(join(root, 'bench'), { recursive: true });
  writeFileSync(join(root, 'bench/build-time.json'), `${JSON.stringify({ seconds, at: new Date().toISOString() })}\n`);
  console.log(`build finished in ${seconds.toFixed(1)} s`);
}
process.exit(result.status ?? 1);
