// `npm run build`: the production build (max build), timed. The duration is
// written to bench/build-time.json (git-ignored) for `npm run bench`.
// Each build gets an id, compiled into the console (BUILD_ID) and written to
// dist/version.json: an open tab compares the two to notice a new deployment.
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const root = resolve(new URL('..', import.meta.url).pathname);
const started = Date.now();
const buildId =
  process.env.BUILD_ID || `${new Date(started).toISOString().replace(/\D/g, '').slice(0, 14)}-${process.pid}`;
const result = spawnSync(process.execPath, [join(root, 'node_modules/@umijs/max/bin/max.js'), 'build'], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, BUILD_ID: buildId },
});
const seconds = (Date.now() - started) / 1000;
if (result.status === 0) {
  writeFileSync(join(root, 'dist/version.json'), `${JSON.stringify({ build: buildId })}\n`);
  mkdirSync(join(root, 'bench'), { recursive: true });
  writeFileSync(join(root, 'bench/build-time.json'), `${JSON.stringify({ seconds, at: new Date().toISOString() })}\n`);
  console.log(`build finished in ${seconds.toFixed(1)} s`);
}
process.exit(result.status ?? 1);
