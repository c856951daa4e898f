// The page's own error log for engines whose driver reports no errors (WebKitWebDriver has no log
// endpoint): a proxy in front of the preview server adds a script to every HTML page, before the app's
// own, that records uncaught errors, unhandled rejections and console.error lines in window.__smokeErrors.
import { createServer, request } from 'node:http';

const HOOK_PATH = '/__smoke/errors.js';

const HOOK = `(function () {
  var list = (window.__smokeErrors = []);
  var text = function (v) { return v && v.stack ? String(v.stack) : String(v); };
  // Bubbling phase only: a failed image or stylesheet is not a script error.
  window.addEventListener('error', function (e) { list.push('uncaught ' + (e.error ? text(e.error) : e.message)); });
  window.addEventListener('unhandledrejection', function (e) { list.push('unhandled rejection ' + text(e.reason)); });
  var original = console.error;
  console.error = function () {
    list.push('console.error ' + Array.prototype.map.call(arguments, text).join(' '));
    return original.apply(console, arguments);
  };
})();`;

/** Starts the proxy to `target` (http://host:port) on a free port; resolves to { baseURL, close() }. */
export function startErrorHookProxy(target) {
  const upstream = new URL(target);
  const server = createServer((req, res) => {
    if (req.url === HOOK_PATH) {
      res.writeHead(200, { 'Content-Type': 'application/javascript; charset=utf-8', 'Cache-Control': 'no-store' });
      res.end(HOOK);
      return;
    }
    // Asked for plainly (no gzip), so an HTML page can be read and changed.
    const headers = { ...req.headers, host: upstream.host };
    delete headers['accept-encoding'];
    const out = request(
      { host: upstream.hostname, port: upstream.port, path: req.url, method: req.method, headers },
      (answer) => {
        const type = String(answer.headers['content-type'] || '');
        if (!type.startsWith('text/html')) {
          res.writeHead(answer.statusCode, answer.headers);
          answer.pipe(res);
          return;
        }
        const chunks = [];
        answer.on('data', (c) => chunks.push(c));
        answer.on('end', () => {
          const html = Buffer.concat(chunks)
            .toString('utf8')
            .replace(/<head([^>]*)>/i, `<head$1><script src="${HOOK_PATH}"></script>`);
          const { 'content-length': _, ...rest } = answer.headers;
          res.writeHead(answer.statusCode, rest);
          res.end(html);
        });
      },
    );
    out.on('error', () => {
      res.writeHead(502);
      res.end();
    });
    req.pipe(out);
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () =>
      resolve({ baseURL: `http://127.0.0.1:${server.address().port}`, close: () => server.close() }),
    );
  });
}
