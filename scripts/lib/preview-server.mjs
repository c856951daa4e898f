// Starts `scripts/preview.mjs` (dist/ + mock API) on a free port with a
// throwaway mock data folder, for the browser tests and the benchmark.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const root = resolve(new URL('../..', import.meta.url).pathname);

/**
 * A port free now, for a server that cannot bind port 0 and name its port (nginx, WebKitWebDriver, the bench's
 * side-by-side server): another process may take it before that server binds it, so the preview servers do not use it.
 */
export function freePort() {
  return new Promise((res, rej) => {
    const srv = createServer();
    srv.unref();
    srv.on('error', rej);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => res(port));
    });
  });
}

async function waitForServer(baseURL, child, timeout) {
  const start = Date.now();
  while (Date.now() - start < timeout) {
    if (child.exitCode !== null) throw new Error(`preview exited with code ${child.exitCode}`);
    try {
      // The mock's control endpoint answers JSON only once the real server is up.
      const res = await fetch(`${baseURL}/__mock/faults`);
      if (res.ok && (res.headers.get('content-type') || '').includes('json')) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => {
      setTimeout(r, 250);
    });
  }
  throw new Error('preview did not start in time');
}

/** The port the preview's first line names (it binds port 0: the system's pick, never one another server took). */
const LISTENING = /preview on http:\/\/localhost:(\d+)/;

function portOf(child, output, timeout) {
  return new Promise((resolvePort, fail) => {
    const timer = setTimeout(() => done(new Error('preview did not start in time')), timeout);
    const onData = () => {
      const found = LISTENING.exec(output());
      if (found) done(null, Number(found[1]));
    };
    const onExit = (code) => done(new Error(`preview exited with code ${code}`));
    function done(error, port) {
      clearTimeout(timer);
      child.stdout.off('data', onData);
      child.off('exit', onExit);
      if (error) fail(error);
      else resolvePort(port);
    }
    child.stdout.on('data', onData);
    child.once('exit', onExit);
  });
}

/** Returns { baseURL, log(), stop() }; `env` adds mock switches (MOCK_SEED, MOCK_RATE_LIMIT...). */
export async function startPreview(env = {}, timeout = 120000) {
  const started = Date.now();
  const dataDir = mkdtempSync(join(tmpdir(), 'mc-mock-'));
  // PORT=0: the server binds a port the system picks and names it. A port found free here and bound by the server
  // later could be taken in between (two workers start their servers at once), and a test would then talk to
  // another worker's mock.
  const child = spawn(process.execPath, [join(root, 'scripts/preview.mjs')], {
    cwd: root,
    // MOCK_PERSIST=off: the data folder is thrown away at the end, so the mock does not write its whole state to
    // it after each change (a seventh of the server's CPU in a browser run, issue 30).
    env: { ...process.env, PORT: '0', MOCK_DATA_DIR: dataDir, MOCK_PERSIST: 'off', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout.on('data', (d) => (log += d));
  child.stderr.on('data', (d) => (log += d));
  const stop = () => {
    child.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  };
  let baseURL;
  try {
    const port = await portOf(child, () => log, timeout);
    baseURL = `http://127.0.0.1:${port}`;
    await waitForServer(baseURL, child, timeout - (Date.now() - started));
  } catch (e) {
    stop();
    throw new Error(`${e.message}\n${log.slice(-3000)}`);
  }
  return { baseURL, log: () => log, stop };
}
