/** QA control endpoints under /__mock/ (no token; never subject to faults). */
import type { MockSettings } from '../../../src/services/typings';
import type { RouteDef } from '../context';
import { iso } from '../lib/dates';
import { Validator, EMAIL_RE } from '../lib/validate';
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
    // Several sessions side by side (the sessions list) without restarting the mock; a reset restores the default.
    method: 'POST',
    path: '/__mock/settings',
    auth: 'none',
    handler: (ctx) => {
      const v = new Validator(ctx.body);
      const limit = v.num('sessionLimit', { integer: true, min: 1, max: 100 });
      v.done();
      if (limit !== undefined) ctx.s.auth.setSessionLimit(limit);
      const result: MockSettings = { sessionLimit: ctx.s.auth.sessionLimit };
      return { result, msg: 'saved' };
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
              purpose: last.purpose ?? 'signIn',
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
    method: 'GET',
    path: '/__mock/health',
    auth: 'none',
    handler: (ctx) => ({ result: { ok: true, seed: ctx.s.seed, now: iso(ctx.now()) } }),
  },
];
