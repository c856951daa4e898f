// Compiles the mock API's Node adapter (TypeScript, mock/adapters/node.ts) to
// one CommonJS file with esbuild, so plain Node scripts (preview, bench) can
// load the very same handlers the dev server and the jest tests use.
import { build } from 'esbuild';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';

const root = resolve(new URL('..', import.meta.url).pathname);

export async function loadMockAdapter() {
  const outfile = resolve(root, 'node_modules/.cache/media-console/mock-node.cjs');
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
  return require(outfile);
}
