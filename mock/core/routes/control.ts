/** QA control endpoints under /__mock/ (no token; never subject to faults). */
import type { BillingControlResult, MailboxNotice } from '../../../src/services/typings';
import { passDeadlines, paymentRun, syncBilling } from '../billing/lifecycle';
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
      const last = [...ctx.db.state.mailbox].reverse().find((m) => m.email === key && m.kind !== 'notice');
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
    // Notices (no code) the mock mailed, newest first: e.g. the bank account change of /media/payment/profile/update.
    method: 'GET',
    path: '/__mock/notices',
    auth: 'none',
    handler: (ctx) => {
      const v = new Validator({ email: ctx.req.query.email });
      const email = v.str('email', { required: true, pattern: EMAIL_RE, patternKey: 'invalidEmail' });
      v.done();
      const key = (email as string).toLowerCase();
      const result: MailboxNotice[] = ctx.db.state.mailbox
        .filter((m) => m.email === key && m.kind === 'notice')
        .reverse()
        .map((m) => ({ email: m.email, subject: m.subject ?? '', text: m.text ?? '', sentAt: iso(m.sentAt) }));
      return { result };
    },
  },
  {
    // The billing calendar on demand: pass every pending statement's deadline, or run the payment run, now.
    method: 'POST',
    path: '/__mock/billing',
    auth: 'none',
    handler: (ctx) => {
      const v = new Validator(ctx.body);
      const action = v.oneOf('action', ['deadline', 'paymentRun'] as const, true);
      v.done();
      const b = { db: ctx.db, tr: ctx.s.traffic(), now: ctx.now() };
      const result: BillingControlResult = { confirmed: [], paid: [] };
      for (const rec of ctx.db.state.billing) {
        const pub = ctx.db.account(rec.publisherId);
        if (!pub) continue;
        syncBilling(b, pub);
        if (action === 'deadline') {
          for (const r of ctx.db.state.statements)
            if (r.publisherId === pub.id && r.status === 'pending') r.deadline = Math.min(r.deadline, b.now);
          result.confirmed.push(...passDeadlines(ctx.db, pub.id, b.now).map((m) => `${pub.id}:${m}`));
        } else {
          result.paid.push(...paymentRun(b, pub.id, b.now).map((m) => `${pub.id}:${m}`));
        }
      }
      return { result, msg: 'saved', changed: true };
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
