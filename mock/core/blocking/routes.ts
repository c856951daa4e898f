/**
 * Blocking rules (extension, docs/api.md "Blocking rules"): reads need
 * MaterialAuditView, changes MaterialAuditManage. Every change is recorded in
 * the rules' history and re-applied to the creatives (rules.ts).
 */
import { LIMITS } from '../../../src/contract/limits';
import type {
  BlockDefaults,
  BlockRule,
  BlockRuleAction,
  BlockRuleChange,
  BlockRuleHistoryRecord,
} from '../../../src/contract/typings';
import {
  BLOCK_RULE_KINDS,
  BLOCK_RULE_SCOPES,
  BLOCK_RULE_SORT_FIELDS,
  BLOCK_RULE_STATUSES,
  CREATIVE_CATEGORIES,
  SENSITIVE_CATEGORIES,
} from '../../../src/contract/values';
import { type Ctx, type RouteDef, post } from '../context';
import { iso } from '../lib/dates';
import { ApiError, notFound } from '../lib/envelope';
import { matchesKeyword, pageQuery, paginate, sortBy } from '../lib/paging';
import { Validator, isHostName, readId } from '../lib/validate';
import type { BlockHistoryRecord, BlockRuleRecord } from '../state';
import { canChange, canSee, enforceRules, impactOf, targetApps, type RuleTarget } from './rules';

/** Reads the draft fields shared by create, update and impact; ids must be in the caller's scope. */
function readDraft(ctx: Ctx, v: Validator): Omit<RuleTarget, 'publisherId'> & { note: string } {
  const kind = v.oneOf('kind', BLOCK_RULE_KINDS, true);
  let value = v.str('value', { required: true, max: LIMITS.blockRuleValueMax }) ?? '';
  const scope = v.oneOf('scope', BLOCK_RULE_SCOPES, true);
  const appIds = v.ids('appIds', { max: 1000 }) ?? [];
  const adPositionIds = v.ids('adPositionIds', { max: 1000 }) ?? [];
  const note = v.str('note', { max: LIMITS.blockRuleNoteMax }) ?? '';
  const me = ctx.me;
  const inScope = ctx.db.scope(me);
  if (kind === 'domain') {
    value = value.toLowerCase();
    // A URL or a value with spaces would be saved as an active rule that blocks nothing: refused, never guessed at.
    if (value && !isHostName(value)) v.fail('value', 'invalidDomain');
  }
  if (kind === 'category' && value && !(CREATIVE_CATEGORIES as readonly string[]).includes(value))
    v.fail('value', 'notACategory', { value });
  if (kind === 'creative' && value) {
    const m = /^\d+$/.test(value) ? ctx.db.material(Number(value)) : undefined;
    if (!m || !inScope.has(m.appId)) v.fail('value', 'notInScope', { ids: value });
  }
  if (scope === 'account' && me.access !== 'admin' && me.parentId !== null) v.fail('scope', 'blockScopeAccount');
  if (scope === 'apps') {
    if (!appIds.length) v.fail('appIds', 'required');
    const bad = appIds.filter((id) => !inScope.has(id));
    if (bad.length) v.fail('appIds', 'notInScope', { ids: bad.join(', ') });
  }
  if (scope === 'adPositions') {
    if (!adPositionIds.length) v.fail('adPositionIds', 'required');
    const bad = adPositionIds.filter((id) => {
      const p = ctx.db.adPosition(id);
      return !p || !inScope.has(p.appId);
    });
    if (bad.length) v.fail('adPositionIds', 'notInScope', { ids: bad.join(', ') });
  }
  return {
    kind: kind ?? 'advertiser',
    value,
    scope: scope ?? 'account',
    appIds: scope === 'apps' ? [...appIds].sort((a, b) => a - b) : [],
    adPositionIds: scope === 'adPositions' ? [...adPositionIds].sort((a, b) => a - b) : [],
    note,
  };
}

function ruleView(ctx: Ctx, r: BlockRuleRecord): BlockRule {
  return {
    id: r.id,
    kind: r.kind,
    value: r.value,
    scope: r.scope,
    appIds: r.appIds,
    adPositionIds: r.adPositionIds,
    note: r.note,
    status: r.status,
    blockedCount: ctx.db.state.materials.filter((m) => m.blockedBy === r.id).length,
    createdBy: r.createdBy,
    createdAt: iso(r.createdAt),
    updatedBy: r.updatedBy,
    updatedAt: iso(r.updatedAt),
  };
}

/** The caller's publisher's blocked-by-default categories (a sub-account reads its publisher's). */
function defaultsView(ctx: Ctx): BlockDefaults {
  const publisherId = ctx.db.publisherIdOf(ctx.me);
  const d = ctx.db.state.blockDefaults.find((x) => x.publisherId === publisherId);
  return {
    categories: d ? [...d.categories] : [],
    blockedCount: ctx.db.state.materials.filter(
      (m) => m.status === 'blocked' && m.blockedBy === null && ctx.db.scope(ctx.me).has(m.appId),
    ).length,
    updatedBy: d?.updatedBy ?? null,
    updatedAt: d?.updatedAt ? iso(d.updatedAt) : null,
  };
}

function historyView(h: BlockHistoryRecord): BlockRuleHistoryRecord {
  return {
    id: h.id,
    ruleId: h.ruleId,
    kind: h.kind,
    value: h.value,
    action: h.action,
    actor: h.actor,
    at: iso(h.at),
    changes: h.changes,
  };
}

/** A rule the caller may read (else 4004, as out-of-scope things look nonexistent). */
function visibleRule(ctx: Ctx, id: number): BlockRuleRecord {
  const r = ctx.db.state.blockRules.find((x) => x.id === id);
  if (!r || !canSee(ctx.db, ctx.me, r, targetApps(ctx.db, r))) throw notFound(`block rule ${id}`);
  return r;
}

function changeableRule(ctx: Ctx, id: number): BlockRuleRecord {
  const r = visibleRule(ctx, id);
  if (!canChange(ctx.db, ctx.me, r)) throw notFound(`block rule ${id} is account-wide`);
  return r;
}

const FIELDS = ['kind', 'value', 'scope', 'appIds', 'adPositionIds', 'note', 'status'] as const;
type Field = (typeof FIELDS)[number];

function text(r: Partial<Pick<BlockRuleRecord, Field>> | null, f: Field): string | null {
  const x = r?.[f];
  if (x === undefined || x === null) return null;
  return Array.isArray(x) ? x.join(', ') : String(x);
}

function diff(before: BlockRuleRecord | null, after: BlockRuleRecord | null): BlockRuleChange[] {
  const changes: BlockRuleChange[] = [];
  for (const field of FIELDS) {
    const from = text(before, field);
    const to = text(after, field);
    // An empty list or note is no value: "– → –" would say nothing.
    if (from !== to && (from || to)) changes.push({ field, from, to });
  }
  return changes;
}

function record(ctx: Ctx, r: BlockRuleRecord, action: BlockRuleAction, changes: BlockRuleChange[]): void {
  ctx.db.state.blockHistory.push({
    id: ctx.db.nextId('blockHistory'),
    ruleId: r.id,
    publisherId: r.publisherId,
    scope: r.scope,
    targetAppIds: targetApps(ctx.db, r) ?? [],
    kind: r.kind,
    value: r.value,
    action,
    actorId: ctx.me.id,
    actor: ctx.me.account_name,
    at: ctx.now(),
    changes,
  });
}

/** The same kind, value and scope twice is one rule: 4009 names the existing one. */
function checkDuplicate(ctx: Ctx, t: RuleTarget, exceptId?: number): void {
  const same = ctx.db.state.blockRules.find(
    (r) =>
      r.id !== exceptId &&
      r.publisherId === t.publisherId &&
      r.kind === t.kind &&
      r.value.toLowerCase() === t.value.toLowerCase() &&
      r.scope === t.scope &&
      r.appIds.join() === t.appIds.join() &&
      r.adPositionIds.join() === t.adPositionIds.join(),
  );
  if (same)
    throw new ApiError(200, 4009, 'duplicate', undefined, {
      value: { key: 'blockRuleTaken', params: { id: same.id } },
    });
}

export const blockRuleRoutes: RouteDef[] = [
  {
    method: 'POST',
    path: '/media/blockRule/categories',
    auth: 'token',
    handler: () => ({
      result: CREATIVE_CATEGORIES.map((key) => ({ key, sensitive: SENSITIVE_CATEGORIES.includes(key) })),
    }),
  },
  {
    method: 'POST',
    path: '/media/blockRule/defaults',
    auth: 'token',
    handler: (ctx) => ({ result: defaultsView(ctx) }),
  },
  post('/media/blockRule/defaults/update', {}, (ctx) => {
    const v = new Validator(ctx.body);
    const raw = ctx.body.categories;
    if (!Array.isArray(raw)) v.fail('categories', 'required');
    const categories = Array.isArray(raw) ? [...new Set(raw)] : [];
    const bad = categories.filter((c) => !(SENSITIVE_CATEGORIES as readonly unknown[]).includes(c));
    if (bad.length) v.fail('categories', 'notACategory', { value: bad.join(', ') });
    // Account-wide by nature: a sub-account would block outside its apps.
    if (ctx.me.access !== 'admin' && ctx.me.parentId !== null) v.fail('categories', 'blockDefaultsAccount');
    v.done();
    const publisherId = ctx.db.publisherIdOf(ctx.me);
    let d = ctx.db.state.blockDefaults.find((x) => x.publisherId === publisherId);
    if (!d) ctx.db.state.blockDefaults.push((d = { publisherId, categories: [], updatedBy: null, updatedAt: null }));
    // Kept in the order of the category list.
    const before = d.categories;
    d.categories = SENSITIVE_CATEGORIES.filter((c) => categories.includes(c));
    // Each category turned on or off is a line of the rules' history, as a rule's change is.
    for (const c of SENSITIVE_CATEGORIES) {
      const on = d.categories.includes(c);
      if (on === before.includes(c)) continue;
      ctx.db.state.blockHistory.push({
        id: ctx.db.nextId('blockHistory'),
        ruleId: null,
        publisherId,
        scope: 'account',
        targetAppIds: [],
        kind: 'category',
        value: c,
        action: on ? 'defaultOn' : 'defaultOff',
        actorId: ctx.me.id,
        actor: ctx.me.account_name,
        at: ctx.now(),
        changes: [],
      });
    }
    d.updatedBy = ctx.me.account_name;
    d.updatedAt = ctx.now();
    enforceRules(ctx.db, ctx.now());
    return { result: defaultsView(ctx), msg: 'saved', changed: true };
  }),
  post('/media/blockRule/list', {}, (ctx) => {
    const q = pageQuery(ctx.body, BLOCK_RULE_SORT_FIELDS, { sortField: 'updatedAt', sortOrder: 'descend' });
    const v = new Validator(ctx.body);
    const kind = v.oneOf('kind', BLOCK_RULE_KINDS);
    const status = v.oneOf('status', BLOCK_RULE_STATUSES);
    const scope = v.oneOf('scope', BLOCK_RULE_SCOPES);
    v.done();
    const rows = ctx.db.state.blockRules.filter(
      (r) =>
        canSee(ctx.db, ctx.me, r, targetApps(ctx.db, r)) &&
        (!kind || r.kind === kind) &&
        (!status || r.status === status) &&
        (!scope || r.scope === scope) &&
        matchesKeyword(ctx.body.keyword, r.value, r.note),
    );
    const sorted = sortBy(rows, q, (r, f) => (f === 'id' ? r.id : f === 'createdAt' ? r.createdAt : r.updatedAt));
    const page = paginate(sorted, q);
    return { result: { ...page, list: page.list.map((r) => ruleView(ctx, r)) } };
  }),
  post('/media/blockRule/get', {}, (ctx) => {
    return { result: ruleView(ctx, visibleRule(ctx, readId(ctx.body))) };
  }),
  post('/media/blockRule/create', {}, (ctx) => {
    const v = new Validator(ctx.body);
    const draft = readDraft(ctx, v);
    v.done();
    const me = ctx.me;
    const publisherId = ctx.db.publisherIdOf(me);
    checkDuplicate(ctx, { ...draft, publisherId });
    const now = ctx.now();
    const r: BlockRuleRecord = {
      id: ctx.db.nextId('blockRule'),
      publisherId,
      ...draft,
      status: 'active',
      createdById: me.id,
      createdBy: me.account_name,
      createdAt: now,
      updatedBy: me.account_name,
      updatedAt: now,
    };
    ctx.db.state.blockRules.push(r);
    record(ctx, r, 'created', diff(null, r));
    enforceRules(ctx.db, ctx.now());
    return { result: ruleView(ctx, r), msg: 'created', changed: true };
  }),
  post('/media/blockRule/update', {}, (ctx) => {
    const v = new Validator(ctx.body);
    const id = v.id();
    const draft = readDraft(ctx, v);
    v.done();
    const r = changeableRule(ctx, id as number);
    checkDuplicate(ctx, { ...draft, publisherId: r.publisherId }, r.id);
    const before = { ...r };
    Object.assign(r, draft, { updatedBy: ctx.me.account_name, updatedAt: ctx.now() });
    const changes = diff(before, r);
    if (changes.length) record(ctx, r, 'updated', changes);
    enforceRules(ctx.db, ctx.now());
    return { result: ruleView(ctx, r), msg: 'saved', changed: true };
  }),
  post('/media/blockRule/status', {}, (ctx) => {
    const v = new Validator(ctx.body);
    const id = v.id();
    const status = v.oneOf('status', BLOCK_RULE_STATUSES, true);
    v.done();
    const r = changeableRule(ctx, id as number);
    if (r.status !== status) {
      const before = { ...r };
      Object.assign(r, { status, updatedBy: ctx.me.account_name, updatedAt: ctx.now() });
      record(ctx, r, status === 'paused' ? 'paused' : 'resumed', diff(before, r));
      enforceRules(ctx.db, ctx.now());
    }
    return { result: ruleView(ctx, r), msg: 'saved', changed: true };
  }),
  post('/media/blockRule/del', {}, (ctx) => {
    const r = changeableRule(ctx, readId(ctx.body));
    ctx.db.state.blockRules = ctx.db.state.blockRules.filter((x) => x.id !== r.id);
    record(ctx, r, 'deleted', diff(r, null));
    enforceRules(ctx.db, ctx.now());
    return { result: null, msg: 'deleted', changed: true };
  }),
  post('/media/blockRule/impact', {}, (ctx) => {
    const v = new Validator(ctx.body);
    const id = v.num('id', { integer: true });
    const draft = readDraft(ctx, v);
    v.done();
    const rule = id === undefined ? undefined : visibleRule(ctx, id);
    const publisherId = rule?.publisherId ?? ctx.db.publisherIdOf(ctx.me);
    return { result: impactOf(ctx.db, ctx.me, { ...draft, publisherId }, rule?.id) };
  }),
  post('/media/blockRule/history', {}, (ctx) => {
    const q = pageQuery(ctx.body, ['at'], { sortField: 'at', sortOrder: 'descend' });
    const v = new Validator(ctx.body);
    const ruleId = v.num('ruleId', { integer: true });
    v.done();
    const rows = ctx.db.state.blockHistory.filter(
      (h) =>
        (ruleId === undefined || h.ruleId === ruleId) &&
        canSee(ctx.db, ctx.me, h, h.scope === 'account' ? null : h.targetAppIds),
    );
    if (ruleId !== undefined && !rows.length) throw notFound(`block rule ${ruleId}`);
    // Ties (the same millisecond) keep the order of the changes: newest first when descending.
    const sorted = sortBy(q.sortOrder === 'descend' ? rows.reverse() : rows, q, (h) => h.at);
    const page = paginate(sorted, q);
    return { result: { ...page, list: page.list.map(historyView) } };
  }),
];
