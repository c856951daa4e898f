// The production path (issue 22): the build made for /console/ served by Debian's nginx with
// deploy/'s configuration, the mock API as the provider upstream. Fails on any
// Content-Security-Policy violation, any request that leaves the base path (other than the
// API's own paths) and any uncaught error (the errorWatch fixture).
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { render } from '../../../deploy/render.mjs';
import { freePort } from '../../../scripts/lib/preview-server.mjs';
import { expect, test as base } from '../fixtures.mjs';
import { ACCOUNTS, setLocale, submitLogin } from '../lib/console.mjs';
import { requestsDone } from '../lib/requests.mjs';

const root = resolve(new URL('../../..', import.meta.url).pathname);
const BASE = '/console/';
const BUILD = join(root, 'dist-console');
const API_PATHS = 'media|admin|openapi|__mock';
// Debian puts it in /usr/sbin, which a plain user's PATH may lack.
const NGINX = existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : 'nginx';
const hasNginx = spawnSync(NGINX, ['-v']).status === 0;

/** The /console/ build, made once (again when dist/ is newer, i.e. the sources changed since). */
function ensureBuild() {
  const stamp = (dir) => (existsSync(join(dir, 'index.html')) ? statSync(join(dir, 'index.html')).mtimeMs : 0);
  if (stamp(BUILD) > 0 && stamp(BUILD) >= stamp(join(root, 'dist'))) return;
  const built = spawnSync(process.execPath, [join(root, 'scripts/build.mjs')], {
    cwd: root,
    env: { ...process.env, BASE_PATH: BASE, OUTPUT_PATH: 'dist-console' },
    encoding: 'utf8',
  });
  if (built.status !== 0) {
    // A build that stopped half-way leaves an index.html newer than dist/'s: the next run would take it as made.
    rmSync(BUILD, { recursive: true, force: true });
    throw new Error(`the /console/ build failed:\n${built.stdout}\n${built.stderr}`);
  }
}

const test = base.extend({
  nginx: [
    async ({ previewServer }, use) => {
      ensureBuild();
      const dir = mkdtempSync(join(tmpdir(), 'media-console-nginx-'));
      // nginx's workers run as another user when the master is root: they must read the folder.
      chmodSync(dir, 0o755);
      mkdirSync(join(dir, 'www'));
      symlinkSync(BUILD, join(dir, 'www', BASE.replaceAll('/', '')));
      const port = await freePort();
      const { out } = render(
        {
          API_UPSTREAM: previewServer.baseURL,
          WWW: join(dir, 'www'),
          LISTEN: `127.0.0.1:${port}`,
          API_PATHS,
          CONSOLE_BASE: BASE,
        },
        join(dir, 'conf'),
      );
      const server = spawn(NGINX, ['-p', out, '-c', join(out, 'nginx.conf')], { stdio: 'ignore' });
      const origin = `http://127.0.0.1:${port}`;
      await expect
        .poll(
          () =>
            fetch(`${origin}${BASE}`).then(
              (r) => r.status,
              () => 0,
            ),
          { message: 'nginx answers' },
        )
        .toBe(200);
      await use({ origin, log: () => readFileSync(join(out, 'error.log'), 'utf8') });
      server.kill('SIGQUIT');
      rmSync(dir, { recursive: true, force: true });
    },
    { scope: 'worker', timeout: 400_000 },
  ],
  // The helpers' baseURL: the console's root under nginx.
  baseURL: async ({ nginx }, use) => {
    await use(`${nginx.origin}${BASE.slice(0, -1)}`);
  },
  /** What the page does that the deployment must not allow: CSP violations and requests that leave the base path. */
  watch: async ({ page, nginx }, use) => {
    await page.addInitScript(() => {
      window.__cspViolations = [];
      document.addEventListener('securitypolicyviolation', (e) =>
        window.__cspViolations.push(`${e.effectiveDirective} ${e.blockedURI || 'inline'}`),
      );
    });
    const escapes = [];
    page.on('request', (r) => {
      const url = new URL(r.url());
      if (url.origin !== nginx.origin) return;
      if (!url.pathname.startsWith(BASE) && !new RegExp(`^/(${API_PATHS})/`).test(url.pathname))
        escapes.push(url.pathname);
    });
    await use({ escapes, violations: () => page.evaluate(() => window.__cspViolations) });
  },
});

test.skip(!hasNginx, 'nginx is not installed: `apt-get install -y nginx` (.ci/run does it on CI)');

test('nginx: security headers, caching, compression and the single page under /console/', async ({ nginx }) => {
  const page = await fetch(`${nginx.origin}${BASE}flow/app`);
  expect(page.status).toBe(200);
  // The console's frame (scripts/first-paint.mjs), with the app's scripts deferred under the base path.
  const shell = await page.text();
  expect(shell).toContain(`<script defer src="${BASE}umi.`);
  expect(shell).toContain('data-first-paint="shell"');
  const csp = page.headers.get('content-security-policy');
  // Scripts from the console's origin, and the first paint's guards inline, each allowed by its hash: the sign-in
  // copies' and the frame's (which also preloads the shell's files: scripts/first-paint.mjs). No other inline script.
  const guardHash = (html) => {
    const guard = html.match(/<script data-first-paint-guard>([\s\S]*?)<\/script>/)[1];
    return `'sha256-${createHash('sha256').update(guard, 'utf8').digest('base64')}'`;
  };
  const loginCopy = await (await fetch(`${nginx.origin}${BASE}user/login`)).text();
  expect(guardHash(loginCopy)).not.toBe(guardHash(shell));
  expect(csp).toContain(`script-src 'self' ${guardHash(loginCopy)} ${guardHash(shell)};`);
  expect(csp).not.toContain('unsafe-eval');
  expect(csp).toContain("frame-ancestors 'none'");
  expect(page.headers.get('x-content-type-options')).toBe('nosniff');
  expect(page.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  expect(page.headers.get('permissions-policy')).toContain('camera=()');
  expect(page.headers.get('cache-control')).toBe('no-cache');

  const script = readFileSync(join(BUILD, 'index.html'), 'utf8').match(/src="(\/console\/umi\.[0-9a-f]+\.js)"/)[1];
  const asset = await fetch(`${nginx.origin}${script}`, { headers: { 'accept-encoding': 'gzip' } });
  expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  expect(asset.headers.get('content-security-policy')).toBe(csp);
  // Sent as the build compressed it (fetch decodes it): the precompressed file's size.
  expect(asset.headers.get('content-encoding')).toBe('gzip');
  expect(Number(asset.headers.get('content-length'))).toBe(
    statSync(join(root, 'dist-console', `${script.slice(BASE.length)}.gz`)).size,
  );

  // The sign-in page as static HTML in the browser's language, by locale or by language, else the default.
  for (const [accept, locale] of [
    ['en-US,en;q=0.9', 'en-US'],
    ['ar', 'ar-EG'],
    ['fa-IR', 'fa-IR'],
    ['de-DE', 'zh-CN'],
  ]) {
    const login = await fetch(`${nginx.origin}${BASE}user/login`, { headers: { 'accept-language': accept } });
    expect(login.headers.get('vary')).toContain('Accept-Language');
    expect(await login.text(), accept).toContain(`data-first-paint="login:${locale}"`);
  }

  const version = await fetch(`${nginx.origin}${BASE}version.json`);
  expect(version.headers.get('cache-control')).toBe('no-cache');
  expect((await version.json()).build).toMatch(/\S/);
  const bare = await fetch(`${nginx.origin}${BASE.slice(0, -1)}`, { redirect: 'manual' });
  expect([bare.status, new URL(bare.headers.get('location'), nginx.origin).pathname]).toEqual([301, BASE]);
});

test('nginx: sign in, every menu page and a report export under /console/, with no CSP violation and nothing outside the base path', async ({
  page,
  baseURL,
  watch,
}) => {
  test.setTimeout(300_000);
  await setLocale(page, baseURL);
  await page.goto(`${baseURL}/user/login?redirect=%2Fdashboard`);
  await submitLogin(page, ACCOUNTS.demo.account, ACCOUNTS.demo.password);
  await page.waitForURL(`${baseURL}/dashboard`);
  await page.locator('[data-testid=dashboard-kpis][data-state=ready]').waitFor();

  const pages = [
    '/flow/app',
    '/flow/adpositions',
    '/materialReview/materialIndex',
    '/information/settlement',
    '/financialReport/mediaDivide',
    '/accounts/myaccount',
    '/accounts/reportapi',
    '/accounts/subaccount',
    '/auditReport/index',
    '/dashboard',
  ];
  for (const path of pages) {
    // A deep link: nginx answers it with index.html, the router shows the page.
    await page.goto(`${baseURL}${path}`);
    await requestsDone(page);
    await expect(page, path).toHaveTitle(/ - Media Console$/);
    await expect(page.getByText('This page could not be loaded')).toHaveCount(0);
  }

  await page.goto(`${baseURL}/information/settlement`);
  await page.locator('[data-testid=settlement-table][data-state=ready]').waitFor();
  await page.getByTestId('settlement-export').click();
  const item = page.getByRole('menuitem', { name: 'Export CSV (.csv)' });
  await item.waitFor({ state: 'visible' });
  const [file] = await Promise.all([page.waitForEvent('download'), item.press('Enter')]);
  expect(file.suggestedFilename()).toMatch(/^settlement_.*\.csv$/);

  expect(await watch.violations()).toEqual([]);
  expect(watch.escapes).toEqual([]);
});

test.describe('a page that breaks the policy', () => {
  test.use({ expectedConsoleErrors: /^(Executing inline script violates|Refused to execute inline script)/ });

  test('nginx: an inline script is refused and reported (the check above would fail on it)', async ({
    page,
    baseURL,
    watch,
  }) => {
    await page.route(`${baseURL}/user/login`, async (route) => {
      const answer = await route.fetch();
      const html = (await answer.text()).replace('</head>', '<script>window.__inline = 1</script></head>');
      await route.fulfill({ response: answer, body: html });
    });
    await page.goto(`${baseURL}/user/login`);
    await page.locator('#account').waitFor();
    expect(await page.evaluate(() => window.__inline)).toBeUndefined();
    expect(await watch.violations()).toEqual(['script-src-elem inline']);
  });
});
