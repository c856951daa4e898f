// Compiles the mock API's Node adapter (TypeScript, mock/adapters/node.ts) to
// one CommonJS file with esbuild, so plain Node scripts (preview, bench) can
// load the very same handlers the dev server and the jest tests use.
import { createHash } from 'node:crypto';
import { rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { build } from 'esbuild';

const root = resolve(new URL('..', import.meta.url).pathname);

export async function loadMockAdapter() {
  // One file per checkout and process: worktrees may share one node_modules and must not load
  // each other's mock, and the browser tests' preview servers start side by side (one compiling
  // while another loads the same file read a half-written one: "createMockMiddleware is not a function").
  const tag = createHash('sha1').update(root).digest('hex').slice(0, 10);
  const outfile = resolve(root, `node_modules/.cache/media-console/mock-node-${tag}-${process.pid}.cjs`);
  await build({
    entryPoints: [resolve(root, 'mock/adapters/node.ts')],
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    packages: 'external',
    outfile,
    logLevel: 'warning',
  });
  const require = createRequire(import.meta.url);
  delete require.cache[outfile];
  try {
    return require(outfile);
  } finally {
    rmSync(outfile, { force: true });
  }
}
