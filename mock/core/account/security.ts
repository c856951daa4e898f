/**
 * Extension (issue 20): the signed-in account's active sessions and its
 * sign-in history. Every account sees only its own; no menu code is needed
 * (it is the caller's own security). QA can raise the session limit at
 * `POST /__mock/settings` so that several sessions can exist side by side.
 */
import type { PageResult, SessionInfo, SessionList, SignInAttempt } from '../../../src/contract/typings';
import { type Ctx, type RouteDef, post } from '../context';
import { notFound, validationError } from '../lib/envelope';
import { iso } from '../lib/dates';
import { pageQuery, paginate } from '../lib/paging';
import { Validator } from '../lib/validate';
import type { SessionRecord } from '../state';

function sessionInfo(ctx: Ctx, x: SessionRecord): SessionInfo {
  const client = x.client ?? { browser: 'other', os: 'other', ip: '', place: null };
  return {
    id: x.id,
    current: x.id === ctx.token?.sessionId,
    browser: client.browser,
    os: client.os,
    ip: client.ip,
    place: client.place,
    method: x.method ?? 'password',
    signedInAt: iso(x.createdAt),
    lastSeenAt: iso(x.lastSeenAt ?? x.createdAt),
  };
}

export const securityRoutes: RouteDef[] = [
  post('/media/session/list', {}, (ctx) => {
    const list = ctx.s.auth
      .activeSessions(ctx.me.id)
      .map((x) => sessionInfo(ctx, x))
      // The current session first, then the most recently used.
      .sort((a, b) => Number(b.current) - Number(a.current) || b.lastSeenAt.localeCompare(a.lastSeenAt));
    const result: SessionList = { list, limit: ctx.s.auth.sessionLimit };
    return { result };
  }),
  post('/media/session/end', {}, (ctx) => {
    const v = new Validator(ctx.body);
    const id = v.str('id', { required: true, max: 64 });
    v.done();
    if (id === ctx.token!.sessionId) throw validationError({ id: { key: 'currentSession' } });
    const mine = ctx.s.auth.activeSessions(ctx.me.id).some((x) => x.id === id);
    if (!mine) throw notFound(`no active session ${id} of this account`);
    ctx.s.auth.endSession(id as string);
    return { result: null, msg: 'sessionEndedOne', changed: true };
  }),
  post('/media/session/endOthers', {}, (ctx) => {
    const others = ctx.s.auth.activeSessions(ctx.me.id).filter((x) => x.id !== ctx.token!.sessionId);
    for (const x of others) ctx.s.auth.endSession(x.id);
    return {
      result: { ended: others.length },
      msg: 'sessionsEnded',
      msgParams: { count: others.length },
      changed: true,
    };
  }),
  post('/media/signIn/history', {}, (ctx) => {
    const v = new Validator(ctx.body);
    const failedOnly = v.bool('failedOnly');
    v.done();
    const q = pageQuery(ctx.body, []);
    const mine = ctx.db.state.signIns
      .filter((r) => r.accountId === ctx.me.id && (!failedOnly || r.failure !== null))
      .reverse();
    const page = paginate(mine, q);
    const result: PageResult<SignInAttempt> = {
      ...page,
      list: page.list.map((r) => ({
        id: r.id,
        at: iso(r.at),
        ok: r.failure === null,
        failure: r.failure,
        method: r.method,
        browser: r.client.browser,
        os: r.client.os,
        ip: r.client.ip,
        place: r.client.place,
      })),
    };
    return { result };
  }),
];
