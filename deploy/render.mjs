// Renders the nginx configuration of a Media Console deployment from the environment.
//   API_UPSTREAM=http://provider-api:8080 WWW=/var/www node deploy/render.mjs
// writes deploy/out/media-console.conf (a server block for nginx's http {}),
// deploy/out/media-console-headers.conf (its security headers) and
// deploy/out/nginx.conf (a whole configuration around them, for a quick check
// or a container: nginx -p deploy/out -c nginx.conf). docs/deployment.md.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { nginxLocaleMap } from '../scripts/lib/locales.mjs';

const here = dirname(new URL(import.meta.url).pathname);

/** The settings a deployer changes, with their defaults. */
export function settingsFrom(env) {
  const base = `/${(env.CONSOLE_BASE ?? 'console').replace(/^\/+|\/+$/g, '')}/`.replace(/^\/\/$/, '/');
  if (!env.API_UPSTREAM) throw new Error('API_UPSTREAM is required: the provider API, e.g. http://provider-api:8080');
  if (!/^https?:\/\/[^\s;{}"']+$/.test(env.API_UPSTREAM))
    throw new Error(`API_UPSTREAM is not an http(s) address: ${env.API_UPSTREAM}`);
  return {
    LISTEN: env.LISTEN ?? '80',
    BASE: base,
    BASE_NO_SLASH: base === '/' ? '/index.html' : base.slice(0, -1),
    WWW: resolve(env.WWW ?? '/var/www'),
    API_UPSTREAM: env.API_UPSTREAM,
    API_PATHS: env.API_PATHS ?? 'media|admin|openapi',
    // Creative previews and videos may come from the provider's CDN.
    MEDIA_SRC: env.MEDIA_SRC ?? 'https:',
    // The API's origin when it is not this one (a build with API_HOST).
    CONNECT_SRC: env.CONNECT_SRC ?? '',
    BROTLI:
      env.BROTLI === '1' ? 'brotli_static on;' : '# brotli_static on; (BROTLI=1, with libnginx-mod-http-brotli-static)',
    // The sign-in page's static copy per language (scripts/first-paint.mjs).
    LOGIN_LOCALE_MAP: nginxLocaleMap('$media_console_login_locale'),
    HSTS:
      env.HTTPS === '1'
        ? 'add_header Strict-Transport-Security "max-age=31536000; includeSubDomains" always;'
        : '# HTTPS=1 adds Strict-Transport-Security (only where the console is served over https).',
  };
}

/**
 * The inline scripts the build allows (scripts/first-paint.mjs writes their
 * hashes beside index.html): added to script-src, so that the first paint's
 * guard runs and no other inline script does. Read from the build in place.
 */
export function scriptHashes(www, base) {
  const file = join(www, base, 'first-paint.json');
  if (!existsSync(file)) {
    if (existsSync(join(www, base, 'index.html'))) {
      // A build without a first paint (made without Chromium) has no inline script: nothing to allow.
      const html = readFileSync(join(www, base, 'index.html'), 'utf8');
      if (html.includes('data-first-paint-guard')) throw new Error(`${file} is missing: use the build's own`);
    } else {
      console.warn(`no build in ${join(www, base)} yet: render after copying it there, or the first paint is blocked`);
    }
    return '';
  }
  const { scriptHashes: hashes } = JSON.parse(readFileSync(file, 'utf8'));
  if (!hashes.every((h) => /^'sha256-[A-Za-z0-9+/]+=*'$/.test(h))) throw new Error(`unexpected hashes in ${file}`);
  return hashes.map((h) => ` ${h}`).join('');
}

function fill(template, values) {
  return template.replace(/\{\{([A-Z_]+)\}\}/g, (_, name) => {
    if (!(name in values)) throw new Error(`no value for {{${name}}}`);
    return values[name];
  });
}

export function render(env = process.env, out = resolve(env.OUT ?? join(here, 'out'))) {
  const settings = settingsFrom(env);
  const values = { ...settings, CONF_DIR: out, SCRIPT_HASHES: scriptHashes(settings.WWW, settings.BASE) };
  mkdirSync(out, { recursive: true });
  const read = (name) => readFileSync(join(here, name), 'utf8');
  writeFileSync(join(out, 'media-console.conf'), fill(read('nginx.conf.template'), values));
  writeFileSync(join(out, 'media-console-headers.conf'), fill(read('headers.conf.template'), values));
  writeFileSync(
    join(out, 'nginx.conf'),
    [
      '# A whole configuration around media-console.conf: nginx -p <this folder> -c nginx.conf',
      'daemon off;',
      'worker_processes 1;',
      `pid ${join(out, 'nginx.pid')};`,
      `error_log ${join(out, 'error.log')} warn;`,
      'events { worker_connections 256; }',
      'http {',
      '    include /etc/nginx/mime.types;',
      '    default_type application/octet-stream;',
      `    access_log ${join(out, 'access.log')};`,
      `    client_body_temp_path ${join(out, 'tmp')};`,
      `    proxy_temp_path ${join(out, 'tmp')};`,
      '    sendfile on;',
      `    include ${join(out, 'media-console.conf')};`,
      '}',
      '',
    ].join('\n'),
  );
  mkdirSync(join(out, 'tmp'), { recursive: true });
  return { out, ...values };
}

if (process.argv[1] === new URL(import.meta.url).pathname) {
  const { out } = render();
  // eslint-disable-next-line no-console
  console.log(`nginx configuration written to ${out}`);
}
