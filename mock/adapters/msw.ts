/**
 * msw 2 handlers for jest (msw/node setupServer): one catch-all that matches
 * the mock paths on any origin (jsdom requests go to http://localhost/...)
 * and lets every other request pass through.
 *
 * Every exchange is checked against the contract (mock/contract/): a
 * violation is recorded, and tests/setup/after-env.ts fails the test that
 * caused it.
 */
import { delay, http, HttpResponse, type RequestHandler } from 'msw';
import { contractChecker, type ContractChecker } from '../contract/checker';
import { recordContractViolations, type ContractViolation } from '../contract/violations';
import { createMockServer, type MockServer } from '../core/server';
import { isMockPath, type MockRequest, type MockResponse, type UploadedFile } from '../core/types';

export interface MockHandlersOptions {
  /** Check requests and answers against the contract (default true). */
  contract?: boolean;
}

export function createMockHandlers(
  server: MockServer = createMockServer(),
  options: MockHandlersOptions = {},
): RequestHandler[] {
  const checker = options.contract === false ? null : contractChecker();
  return [
    http.all('*', async ({ request }) => {
      const url = new URL(request.url);
      if (!isMockPath(url.pathname)) return undefined;
      const mreq = await toMockRequest(request, url);
      const mres = await server.handle(mreq);
      if (checker) recordContractViolations(checkSafely(checker, mreq, mres));
      return toResponse(mres);
    }),
  ];
}

/** A check that breaks is reported as a violation; the answer is never changed. */
function checkSafely(checker: ContractChecker, mreq: MockRequest, mres: MockResponse): ContractViolation[] {
  try {
    return checker.check(mreq, mres);
  } catch (err) {
    const message = `contract check failed: ${(err as Error).message}`;
    return [{ kind: 'response', method: mreq.method, path: mreq.path, status: mres.status, message }];
  }
}

async function toMockRequest(request: Request, url: URL): Promise<MockRequest> {
  const headers: Record<string, string> = {};
  request.headers.forEach((v, k) => (headers[k.toLowerCase()] = v));
  const query: Record<string, string> = {};
  url.searchParams.forEach((v, k) => (query[k] = v));
  const mreq: MockRequest = {
    method: request.method.toUpperCase(),
    path: url.pathname,
    query,
    headers,
    body: undefined,
  };
  if (mreq.method === 'GET' || mreq.method === 'HEAD') return mreq;
  const type = headers['content-type'] ?? '';
  if (type.startsWith('multipart/form-data')) {
    const fd = await request.formData();
    const fields: Record<string, string> = {};
    const files: UploadedFile[] = [];
    for (const [name, value] of fd.entries()) {
      if (typeof value === 'string') fields[name] = value;
      else
        files.push({
          field: name,
          name: value.name,
          type: value.type,
          data: new Uint8Array(await value.arrayBuffer()),
        });
    }
    mreq.form = { fields, files };
    return mreq;
  }
  const text = await request.text();
  if (text) {
    try {
      mreq.body = JSON.parse(text);
    } catch {
      mreq.bodyError = 'invalid-json';
    }
  }
  return mreq;
}

async function toResponse(m: MockResponse): Promise<Response> {
  if (m.delayMs && m.delayMs > 0) await delay(m.delayMs);
  if (m.drop) return HttpResponse.error();
  const headers = new Headers(m.headers ?? {});
  if (m.json !== undefined) return HttpResponse.json(m.json as Record<string, unknown>, { status: m.status, headers });
  if (m.bytes) return new HttpResponse(m.bytes, { status: m.status, headers });
  return new HttpResponse(m.text ?? '', { status: m.status, headers });
}
