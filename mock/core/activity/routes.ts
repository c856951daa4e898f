/**
 * Extension (issue 20): reading the activity log, with the ActivityView code (every main account holds it; a
 * sub-account when granted). A sub-account sees its own entries; a main account those of its whole team (itself and
 * its sub-accounts, deleted ones included: the log outlives them). Sign-ins and failures come from the sign-in
 * history, everything else from the generic record (mock/core/activity/rules.ts). Newest first unless asked
 * (`sortField: at`), paged on the server, filtered by person, kinds and period (`from` inclusive, `to` exclusive:
 * the console computes both in the account's time zone).
 */
import type { ActivityEntry, ActivityKind, ActivityPerson, PageResult } from '../../../src/contract/typings';
import { ACTIVITY_KINDS, ACTIVITY_SORT_FIELDS } from '../../../src/contract/values';
import { type Ctx, type RouteDef, post } from '../context';
import { iso } from '../lib/dates';
import { pageQuery, paginate } from '../lib/paging';
import { Validator } from '../lib/validate';
import type { ClientInfo } from '../lib/device';

interface Row {
  key: string;
  at: number;
  accountId: number;
  accountName: string | null;
  kind: ActivityKind;
  action: string;
  target: string | null;
  client: ClientInfo;
}

/** Who the caller may read about: itself, or (a main account) its whole team. */
function readable(ctx: Ctx) {
  const me = ctx.me;
  const pub = ctx.db.publisherIdOf(me);
  return (id: number, publisherId: number) => (me.parentId === null ? publisherId === pub : id === me.id);
}

/** Every entry the caller may read, unfiltered and unsorted. */
function rowsFor(ctx: Ctx): Row[] {
  const mayRead = readable(ctx);
  const s = ctx.db.state;
  const pubOf = (id: number) => {
    const a = ctx.db.account(id);
    return a ? ctx.db.publisherIdOf(a) : -1;
  };
  return [
    ...s.activity
      .filter((r) => mayRead(r.accountId, r.publisherId))
      .map((r) => ({
        key: `a${r.id}`,
        at: r.at,
        accountId: r.accountId,
        accountName: r.accountName,
        kind: r.kind,
        action: r.action,
        target: r.target,
        client: r.client,
      })),
    ...s.signIns
      .filter((r) => mayRead(r.accountId, pubOf(r.accountId)))
      .map((r) => ({
        key: `s${r.id}`,
        at: r.at,
        accountId: r.accountId,
        accountName: null,
        kind: (r.failure ? 'signInFailed' : 'signIn') as ActivityKind,
        action: r.failure ?? r.method,
        target: null,
        client: r.client,
      })),
  ];
}

function parseTime(v: unknown): number | undefined {
  if (typeof v !== 'string') return undefined;
  const t = Date.parse(v);
  return Number.isFinite(t) ? t : undefined;
}

export const activityRoutes: RouteDef[] = [
  post('/media/activity/list', {}, (ctx) => {
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
    const q = pageQuery(ctx.body, ACTIVITY_SORT_FIELDS, { sortField: 'at', sortOrder: 'descend' });
    const dir = q.sortOrder === 'ascend' ? 1 : -1;
    const rows = rowsFor(ctx)
      .filter(
        (r) =>
          (accountId === undefined || r.accountId === accountId) &&
          (!kinds?.length || kinds.includes(r.kind)) &&
          (from === undefined || r.at >= from) &&
          (to === undefined || r.at < to),
      )
      .sort((a, b) => dir * (a.at - b.at || a.key.localeCompare(b.key)));
    const page = paginate(rows, q);
    const result: PageResult<ActivityEntry> = {
      ...page,
      list: page.list.map((r) => ({
        id: r.key,
        at: iso(r.at),
        accountId: r.accountId,
        account_name: ctx.db.account(r.accountId)?.account_name ?? r.accountName ?? `#${r.accountId}`,
        kind: r.kind,
        action: r.action,
        target: r.target,
        browser: r.client.browser,
        os: r.client.os,
        ip: r.client.ip,
        place: r.client.place,
      })),
    };
    return { result };
  }),
  post('/media/activity/people', {}, (ctx) => {
    const me = ctx.me;
    const pub = ctx.db.publisherIdOf(me);
    const people = new Map<number, ActivityPerson>();
    const add = (accountId: number, account_name: string, main: boolean, deleted: boolean) => {
      if (!people.has(accountId)) people.set(accountId, { accountId, account_name, main, deleted });
    };
    add(me.id, me.account_name, me.parentId === null, false);
    if (me.parentId === null) {
      for (const a of ctx.db.state.accounts)
        if (a.id !== me.id && ctx.db.publisherIdOf(a) === pub) add(a.id, a.account_name, a.parentId === null, false);
      // Deleted since: their entries stay, under the name they had.
      for (const r of rowsFor(ctx)) if (r.accountName !== null) add(r.accountId, r.accountName, false, true);
    }
    const [first, ...rest] = [...people.values()];
    return { result: [first, ...rest.sort((a, b) => a.account_name.localeCompare(b.account_name))] };
  }),
];
