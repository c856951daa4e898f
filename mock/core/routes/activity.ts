/**
 * Extension (issue 20): reading the activity log. A sub-account sees its own entries; a main account those of its
 * whole team (itself and its sub-accounts, deleted ones included: the log outlives them). Sign-ins and failures come
 * from the sign-in history, everything else from the generic record (mock/core/activity.ts). Newest first, paged
 * on the server, filtered by person, kinds and period (`from` inclusive, `to` exclusive: the console computes both
 * in the account's time zone).
 */
import type { ActivityEntry, ActivityKind, PageResult } from '../../../src/services/typings';
import { ACTIVITY_KINDS } from '../../../src/services/values';
import type { RouteDef } from '../context';
import { iso } from '../lib/dates';
import { pageQuery, paginate } from '../lib/paging';
import { Validator } from '../lib/validate';
import type { ClientInfo } from '../lib/device';

interface Row {
  key: string;
  at: number;
  accountId: number;
  kind: ActivityKind;
  action: string;
  client: ClientInfo;
}

function parseTime(v: unknown): number | undefined {
  if (typeof v !== 'string') return undefined;
  const t = Date.parse(v);
  return Number.isFinite(t) ? t : undefined;
}

export const activityRoutes: RouteDef[] = [
  {
    method: 'POST',
    path: '/media/activity/list',
    auth: 'token',
    handler: (ctx) => {
      const v = new Validator(ctx.body);
      const accountId = v.num('accountId', { integer: true, min: 1 });
      const kinds = v.enumList('kinds', ACTIVITY_KINDS, false);
      v.str('from', { max: 40 });
      v.str('to', { max: 40 });
      const from = parseTime(ctx.body.from);
      const to = parseTime(ctx.body.to);
      if (ctx.body.from !== undefined && from === undefined) v.fail('from', 'validation');
      if (ctx.body.to !== undefined && to === undefined) v.fail('to', 'validation');
      v.done();
      const me = ctx.me;
      const pub = ctx.db.publisherIdOf(me);
      // Who the caller may read about: itself, or (a main account) its whole team.
      const mayRead = (id: number, publisherId: number) => (me.parentId === null ? publisherId === pub : id === me.id);
      const s = ctx.db.state;
      const pubOf = (id: number) => {
        const a = ctx.db.account(id);
        return a ? ctx.db.publisherIdOf(a) : -1;
      };
      const rows: Row[] = [
        ...s.activity
          .filter((r) => mayRead(r.accountId, r.publisherId))
          .map((r) => ({
            key: `a${r.id}`,
            at: r.at,
            accountId: r.accountId,
            kind: r.kind,
            action: r.action,
            client: r.client,
          })),
        ...s.signIns
          .filter((r) => mayRead(r.accountId, pubOf(r.accountId)))
          .map((r) => ({
            key: `s${r.id}`,
            at: r.at,
            accountId: r.accountId,
            kind: (r.failure ? 'signInFailed' : 'signIn') as ActivityKind,
            action: r.failure ?? r.method,
            client: r.client,
          })),
      ]
        .filter(
          (r) =>
            (accountId === undefined || r.accountId === accountId) &&
            (!kinds?.length || kinds.includes(r.kind)) &&
            (from === undefined || r.at >= from) &&
            (to === undefined || r.at < to),
        )
        .sort((a, b) => b.at - a.at || b.key.localeCompare(a.key));
      const page = paginate(rows, pageQuery(ctx.body, []));
      const result: PageResult<ActivityEntry> = {
        ...page,
        list: page.list.map((r) => ({
          id: r.key,
          at: iso(r.at),
          accountId: r.accountId,
          account_name: ctx.db.account(r.accountId)?.account_name ?? `#${r.accountId}`,
          kind: r.kind,
          action: r.action,
          browser: r.client.browser,
          os: r.client.os,
          ip: r.client.ip,
          place: r.client.place,
        })),
      };
      return { result };
    },
  },
];
