/**
 * The mock evaluates every enabled rule every ALERT_EVERY_MINUTES minutes of its clock (issue 49), as the
 * provider would: on the Node adapter's timer, with a catch-up before the next request (mock/core/server.ts), and
 * at once on `POST /__mock/alerts/run`. An incident opens once (one alert) while its condition holds and ends once
 * (one "back to normal"): a rule judged again while nothing changed tells nobody anything.
 */
import { ALERT_EVERY_MINUTES } from '../../../../src/contract/values';
import type { ServerServices } from '../../context';
import { findingsOf, type Finding } from './conditions';
import { notify } from './notify';
import { alertsOf, nextAlertId, type AlertIncidentRecord, type AlertRuleRecord } from './records';

const EVERY_MS = ALERT_EVERY_MINUTES * 60_000;
/** Ended incidents kept (they name when a notification's incident started); the oldest go first. */
const INCIDENTS_KEPT = 2000;

/** Cheap check before every request: is an evaluation due? (No rules: never.) */
export function alertsDue(s: ServerServices, now: number): boolean {
  const st = s.db.state;
  if (st.alertsRunAt === undefined || !st.alertRules?.some((r) => r.enabled)) return false;
  return now - st.alertsRunAt >= EVERY_MS;
}

/** The clock's ticks start with the first rule: it is judged a few minutes later, as the provider would. */
export function startTicking(s: ServerServices, now: number): void {
  s.db.state.alertsRunAt ??= now;
}

function judge(s: ServerServices, rule: AlertRuleRecord, now: number): number {
  const { alertIncidents } = alertsOf(s.db.state);
  const findings = new Map<string, Finding>(findingsOf(s, rule, now).map((f) => [f.key, f]));
  const open = alertIncidents.filter((i) => i.ruleId === rule.id && i.closedAt === null);
  let made = 0;
  for (const incident of open) {
    if (findings.has(incident.key)) continue;
    incident.closedAt = now;
    made += notify(s, rule, incident, 'resolved', null, now);
  }
  for (const f of findings.values()) {
    if (open.some((i) => i.key === f.key)) continue;
    const incident: AlertIncidentRecord = {
      id: nextAlertId(s.db.state, 'incident'),
      ruleId: rule.id,
      publisherId: rule.publisherId,
      key: f.key,
      appId: f.appId,
      adPositionId: f.adPositionId,
      openedAt: now,
      closedAt: null,
    };
    alertIncidents.push(incident);
    made += notify(s, rule, incident, 'opened', f, now);
  }
  return made;
}

/** Judges every enabled rule now; returns how many notifications were made. */
export function runAlerts(s: ServerServices, now: number): number {
  const state = s.db.state;
  const { alertRules, alertIncidents } = alertsOf(state);
  state.alertsRunAt = now;
  let made = 0;
  for (const rule of alertRules) if (rule.enabled) made += judge(s, rule, now);
  const closed = alertIncidents.filter((i) => i.closedAt !== null);
  if (closed.length > INCIDENTS_KEPT) {
    const drop = new Set(closed.slice(0, closed.length - INCIDENTS_KEPT));
    state.alertIncidents = alertIncidents.filter((i) => !drop.has(i));
  }
  s.changed();
  return made;
}

/** A rule changed, paused or deleted: its open incidents end quietly (the next evaluation judges it afresh). */
export function closeQuietly(s: ServerServices, ruleId: number, now: number): void {
  for (const i of alertsOf(s.db.state).alertIncidents) if (i.ruleId === ruleId && i.closedAt === null) i.closedAt = now;
}

/** Whether the rule has an open incident. */
export function isFiring(s: ServerServices, ruleId: number): boolean {
  return alertsOf(s.db.state).alertIncidents.some((i) => i.ruleId === ruleId && i.closedAt === null);
}
