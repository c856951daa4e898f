// Starts `npm run preview` (dist/ + the mock API) once for the whole run, on a
// free port with a throwaway mock data folder. Tests reach it through the
// `baseURL` fixture (tests/e2e/fixtures.mjs); the returned function stops it.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { startPreview } from '../../scripts/lib/preview-server.mjs';

const root = resolve(new URL('../..', import.meta.url).pathname);

export default async function globalSetup() {
  if (!existsSync(join(root, 'dist/index.html'))) {
    throw new Error('dist/ is missing: run `npm run build` before the browser tests.');
  }
  const preview = await startPreview();
  process.env.E2E_BASE_URL = preview.baseURL;
  return async () => {
    // The server's own log, for a look after a failed run.
    const dir = join(root, 'tests/e2e/artifacts');
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, 'preview.log'), preview.log());
    preview.stop();
  };
}
