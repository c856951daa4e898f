// Checks, once for the run, that there is a build to test. Each worker starts
// its own preview server of it (the `previewServer` fixture in fixtures.mjs).
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';

const root = resolve(new URL('../..', import.meta.url).pathname);

export default async function globalSetup() {
  if (!existsSync(join(root, 'dist/index.html'))) {
    throw new Error('dist/ is missing: run `npm run build` before the browser tests.');
  }
}
