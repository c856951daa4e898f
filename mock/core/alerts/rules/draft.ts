/**
 * Reading a rule from a create or update body (issue 49): the fields each kind needs, nothing it does not
 * (a field another kind uses is refused, never silently kept), apps and ad positions in the caller's scope.
 */
import { LIMITS } from '../../../../src/contract/limits';
import { ALERT_CONDITIONS, ALERT_KINDS, ALERT_METRICS, ALERT_SCOPES } from '../../../../src/contract/values';
import type { Ctx } from '../../context';
import { Validator } from '../../lib/validate';
import { holdsCode, seesAllApps, visibleAppIds } from './access';
import type { AlertRuleRecord } from './records';

export type Draft = Pick<
  AlertRuleRecord,
  'kind' | 'metric' | 'scope' | 'appId' | 'adPositionId' | 'condition' | 'threshold' | 'hours' | 'enabled'
>;

/** The fields each kind uses besides `kind`, `scope` and `enabled`. */
const USES: Record<Draft['kind'], readonly string[]> = {
  metric: ['metric', 'condition', 'threshold', 'appId', 'adPositionId'],
  appAdsTxt: ['appId'],
  reviewWaiting: ['hours', 'appId'],
  payoutHeld: [],
};
const OPTIONAL = ['metric', 'condition', 'threshold', 'hours', 'appId', 'adPositionId'] as const;

export function readDraft(ctx: Ctx, v: Validator): Draft {
  const kind = v.oneOf('kind', ALERT_KINDS, true) ?? 'metric';
  for (const f of OPTIONAL) if (v.has(f) && !USES[kind].includes(f)) v.fail(f, 'alertNotUsed');
  const scope = kind === 'payoutHeld' ? 'allApps' : (v.oneOf('scope', ALERT_SCOPES, true) ?? 'allApps');
  if (kind !== 'metric' && scope === 'adPosition') v.fail('scope', 'oneOf', { values: 'allApps, app' });
  const metric = kind === 'metric' ? (v.oneOf('metric', ALERT_METRICS, true) ?? null) : null;
  const condition = kind === 'metric' ? (v.oneOf('condition', ALERT_CONDITIONS, true) ?? null) : null;
  let threshold: number | null = null;
  if (kind === 'metric')
    threshold =
      condition === 'drop' || metric === 'fillRate'
        ? (v.num('threshold', {
            required: true,
            min: condition === 'drop' ? 1 : 0,
            max: condition === 'drop' ? 99 : 100,
          }) ?? null)
        : (v.num('threshold', { required: true, min: 0, max: 1e9 }) ?? null);
  const hours =
    kind === 'reviewWaiting'
      ? (v.num('hours', { required: true, integer: true, min: 1, max: LIMITS.alertHoursMax }) ?? null)
      : null;
  const enabled = v.bool('enabled') ?? true;
  let appId: number | null = null;
  let adPositionId: number | null = null;
  const me = ctx.me;
  const mine = visibleAppIds(ctx.db, me);
  if (scope === 'adPosition') {
    adPositionId = v.num('adPositionId', { required: true, integer: true }) ?? null;
    const p = adPositionId === null ? undefined : ctx.db.adPosition(adPositionId);
    if (adPositionId !== null && (!p || !mine.has(p.appId)))
      v.fail('adPositionId', 'notInScope', { ids: String(adPositionId) });
    appId = p?.appId ?? null;
    if (v.has('appId') && v.body.appId !== appId) v.fail('appId', 'notInScope', { ids: String(v.body.appId) });
  } else if (scope === 'app') {
    appId = v.num('appId', { required: true, integer: true }) ?? null;
    if (appId !== null && !mine.has(appId)) v.fail('appId', 'notInScope', { ids: String(appId) });
    if (v.has('adPositionId')) v.fail('adPositionId', 'alertNotUsed');
  } else {
    if (v.has('appId')) v.fail('appId', 'alertNotUsed');
    if (v.has('adPositionId')) v.fail('adPositionId', 'alertNotUsed');
    // An all-apps rule tells about apps a sub-account without every app may not see.
    if (kind !== 'payoutHeld' && !seesAllApps(ctx.db, me)) v.fail('scope', 'alertAllApps');
  }
  if (kind === 'payoutHeld' && me.parentId !== null && !holdsCode(me, 'MonthBillReportView'))
    v.fail('kind', 'forbidden');
  return { kind, metric, scope, appId, adPositionId, condition, threshold, hours, enabled };
}
