/** QA control endpoints under /__mock/ (no token; never subject to faults). */
import type { RouteDef } from '../context';
import { iso } from '../lib/dates';
import { Validator, EMAIL_RE } from '../lib/validate';
import { webKey, type WebFile } from '../lib/appAds';
import { validationError } from '../lib/envelope';
import { contractViolationLog, takeContractViolations } from '../../contract/violations';

export const controlRoutes: RouteDef[] = [
  {
    method: 'GET',
    path: '/__mock/faults',
    auth: 'none',
    handler: (ctx) => ({ result: ctx.s.faults.list() }),
  },
  {
    method: 'POST',
    path: '/__mock/faults',
    auth: 'none',
    handler: (ctx) => ({ result: ctx.s.faults.add(ctx.body), msg: 'created' }),
  },
  {
    method: 'DELETE',
    path: '/__mock/faults',
    auth: 'none',
    handler: (ctx) => {
      ctx.s.faults.clear();
      return { result: [], msg: 'deleted' };
    },
  },
  {
    method: 'POST',
    path: '/__mock/reset',
    auth: 'none',
    handler: (ctx) => {
      ctx.s.reset();
      return { result: { seed: ctx.s.seed }, msg: 'saved' };
    },
  },
  {
    method: 'GET',
    path: '/__mock/mailbox',
    auth: 'none',
    handler: (ctx) => {
      const v = new Validator({ email: ctx.req.query.email });
      const email = v.str('email', { required: true, pattern: EMAIL_RE, patternKey: 'invalidEmail' });
      v.done();
      const key = (email as string).toLowerCase();
      const last = [...ctx.db.state.mailbox].reverse().find((m) => m.email === key);
      return {
        result: last
          ? {
              email: last.email,
              code: last.code,
              sentAt: iso(last.sentAt),
              expiresAt: iso(last.expiresAt),
              used: last.used,
              expired: last.expiresAt <= ctx.now(),
            }
          : null,
      };
    },
  },
  {
    // What the adapters' contract checks recorded (mock/contract/); the preview and dev servers keep them here.
    method: 'GET',
    path: '/__mock/contract-violations',
    auth: 'none',
    handler: () => ({ result: contractViolationLog() }),
  },
  {
    method: 'DELETE',
    path: '/__mock/contract-violations',
    auth: 'none',
    handler: () => {
      takeContractViolations();
      return { result: contractViolationLog(), msg: 'deleted' };
    },
  },
  {
    // The fake web of the app-ads.txt crawler (lib/appAds.ts): every file by URL.
    method: 'GET',
    path: '/__mock/web',
    auth: 'none',
    handler: (ctx) => ({ result: ctx.db.state.web }),
  },
  {
    // Puts one file: { url, body } answers 200 with the body; { url, status } another status; { url, location } a 301.
    method: 'POST',
    path: '/__mock/web',
    auth: 'none',
    handler: (ctx) => {
      const v = new Validator(ctx.body);
      const url = v.str('url', { required: true, max: 500 });
      const body = v.str('body', { max: 100000 });
      const location = v.str('location', { max: 500 });
      const status = v.num('status', { integer: true, min: 100, max: 599 });
      v.done();
      const key = webKey(url as string);
      if (!key) throw validationError({ url: { key: 'invalidUrl' } });
      const file: WebFile = location
        ? { status: status ?? 301, location }
        : { status: status ?? 200, ...(body !== undefined ? { body } : {}) };
      ctx.db.state.web[key] = file;
      return { result: { url: key, ...file }, msg: 'saved', changed: true };
    },
  },
  {
    method: 'DELETE',
    path: '/__mock/web',
    auth: 'none',
    handler: (ctx) => {
      const key = webKey(String(ctx.req.query.url ?? ''));
      if (key) delete ctx.db.state.web[key];
      return { result: ctx.db.state.web, msg: 'deleted', changed: true };
    },
  },
  {
    method: 'GET',
    path: '/__mock/health',
    auth: 'none',
    handler: (ctx) => ({ result: { ok: true, seed: ctx.s.seed, now: iso(ctx.now()) } }),
  },
];
