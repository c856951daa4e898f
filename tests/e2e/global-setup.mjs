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

  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    // The server's own log, for a look after a failed run.
    const dir = join(root, 'tests/e2e/artifacts');
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, 'preview.log'), preview.log());
    preview.stop();
  };
  // A run stopped from outside (SIGTERM, SIGHUP) skips the teardown: stop the server anyway, then die of the signal.
  process.once('exit', stop);
  for (const signal of ['SIGTERM', 'SIGHUP']) {
    process.once(signal, () => {
      stop();
      process.kill(process.pid, signal);
    });
  }
  return stop;
}
