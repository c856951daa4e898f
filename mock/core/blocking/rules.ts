/**
 * Blocking rules (extension): which creatives a rule covers, keeping the
 * creatives' `blocked` status in step with the active rules, who may see and
 * change a rule (data scope), and a draft's impact. Routes: ./routes.ts.
 */
import type { BlockRuleImpact, BlockRuleScope, CreativeCategory } from '../../../src/contract/typings';
import type { Db } from '../db';
import type { AccountRecord, BlockRuleRecord, MaterialRecord } from '../state';

/** What decides which creatives a rule covers (a saved rule or a draft). */
export type RuleTarget = Pick<BlockRuleRecord, 'publisherId' | 'kind' | 'value' | 'scope' | 'appIds' | 'adPositionIds'>;

/** Values are compared without regard to case; a domain rule also covers its subdomains. */
function matchesValue(t: RuleTarget, m: MaterialRecord): boolean {
  const v = t.value.toLowerCase();
  switch (t.kind) {
    case 'advertiser':
      return m.advertiser.toLowerCase() === v;
    case 'domain': {
      const d = m.advertiserDomain.toLowerCase();
      return d === v || d.endsWith(`.${v}`);
    }
    case 'category':
      return m.category === t.value;
    case 'creative':
      return String(m.id) === t.value;
  }
}

/** Main publishers' rules cover their own apps; the admin's cover every app. */
export function covers(db: Db, t: RuleTarget, m: MaterialRecord): boolean {
  const owner = db.account(t.publisherId);
  if (owner?.access !== 'admin' && db.app(m.appId)?.publisherId !== t.publisherId) return false;
  if (t.scope === 'apps' && !t.appIds.includes(m.appId)) return false;
  if (t.scope === 'adPositions' && !t.adPositionIds.includes(m.adPositionId)) return false;
  return matchesValue(t, m);
}

/** A publisher's sensitive categories blocked by default, as account-wide category targets. */
export function defaultTargets(db: Db): (RuleTarget & { category: CreativeCategory })[] {
  return db.state.blockDefaults.flatMap((d) =>
    d.categories.map((category) => ({
      publisherId: d.publisherId,
      kind: 'category' as const,
      value: category,
      category,
      scope: 'account' as const,
      appIds: [],
      adPositionIds: [],
    })),
  );
}

/**
 * Recomputes every creative's block from the active rules (oldest rule
 * first), then the publishers' blocked-by-default categories (`blockedBy`
 * null): released creatives get back the status they had, rejected ones are
 * never blocked. Called after each rule or default change and after each new
 * submission, so pause, edit and delete release exactly what nothing else
 * still covers, and a matching new creative never reaches the queue.
 * `blockedAt` stays while the creative stays blocked (the audit report's period).
 */
export function enforceRules(db: Db, now: number): void {
  const active = db.state.blockRules.filter((r) => r.status === 'active').sort((a, b) => a.id - b.id);
  const defaults = defaultTargets(db);
  for (const m of db.state.materials) {
    const wasBlockedAt = m.status === 'blocked' ? m.blockedAt : null;
    if (m.status === 'blocked') {
      m.status = m.blockedFrom ?? 'pending';
      m.blockedBy = null;
      m.blockedFrom = null;
      m.blockedAt = null;
    }
    if (m.status === 'rejected' || (!active.length && !defaults.length)) continue;
    const rule = active.find((r) => covers(db, r, m));
    if (rule || defaults.some((d) => covers(db, d, m))) {
      m.blockedFrom = m.status;
      m.status = 'blocked';
      m.blockedBy = rule ? rule.id : null;
      m.blockedAt = wasBlockedAt ?? now;
    }
  }
}

/** The apps a rule reaches (null: every app of its publisher). */
export function targetApps(db: Db, t: Pick<RuleTarget, 'scope' | 'appIds' | 'adPositionIds'>): number[] | null {
  if (t.scope === 'account') return null;
  if (t.scope === 'apps') return [...t.appIds];
  return [...new Set(t.adPositionIds.map((id) => db.adPosition(id)?.appId ?? -1))];
}

interface Scoped {
  publisherId: number;
  scope: BlockRuleScope;
}

/**
 * Admin sees every rule; a main account its publisher's; a sub-account its
 * publisher's account-wide rules and those that reach only apps it was given.
 */
export function canSee(db: Db, me: AccountRecord, r: Scoped, apps: number[] | null): boolean {
  if (me.access === 'admin') return true;
  if (r.publisherId !== db.publisherIdOf(me)) return false;
  if (me.parentId === null || apps === null) return true;
  const scope = db.scope(me);
  return apps.every((id) => scope.has(id));
}

/** A sub-account may read an account-wide rule but not change it (it would act outside its apps). */
export function canChange(db: Db, me: AccountRecord, r: BlockRuleRecord): boolean {
  const apps = targetApps(db, r);
  if (!canSee(db, me, r, apps)) return false;
  return me.access === 'admin' || me.parentId === null || apps !== null;
}

/**
 * What a draft would block now, in the caller's scope: pending and approved
 * creatives it covers (and those the edited rule `ruleId` blocks, counted
 * with the status they had), and their share of the last 30 days' delivery.
 */
export function impactOf(db: Db, me: AccountRecord, t: RuleTarget, ruleId?: number): BlockRuleImpact {
  const scope = db.scope(me);
  let pending = 0;
  let approved = 0;
  let impressions = 0;
  let revenue = 0;
  let allImpressions = 0;
  let allRevenue = 0;
  for (const m of db.state.materials) {
    if (!scope.has(m.appId)) continue;
    allImpressions += m.impressions30d;
    allRevenue += m.revenue30d;
    const status = m.status === 'blocked' && m.blockedBy === ruleId ? m.blockedFrom : m.status;
    if ((status !== 'pending' && status !== 'approved') || !covers(db, t, m)) continue;
    if (status === 'pending') pending++;
    else approved++;
    impressions += m.impressions30d;
    revenue += m.revenue30d;
  }
  const share = (part: number, all: number) => (all > 0 ? Math.round((part / all) * 10000) / 10000 : 0);
  return {
    pending,
    approved,
    impressions,
    revenue: Math.round(revenue * 100) / 100,
    impressionsShare: share(impressions, allImpressions),
    revenueShare: share(revenue, allRevenue),
  };
}
