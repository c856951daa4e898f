/**
 * What the alerts area keeps in the mock's state (issue 49). The lists are optional in MockState and made on
 * first use, so a state saved before alerts existed still loads.
 */
import type { AlertCondition, AlertEvent, AlertKind, AlertMetric, AlertScope } from '../../../../src/contract/typings';

export interface AlertRuleRecord {
  id: number;
  /** The main account the rule belongs to: rules are the publisher's, whoever made them. */
  publisherId: number;
  kind: AlertKind;
  metric: AlertMetric | null;
  scope: AlertScope;
  appId: number | null;
  adPositionId: number | null;
  condition: AlertCondition | null;
  threshold: number | null;
  hours: number | null;
  enabled: boolean;
  createdBy: string;
  createdAt: number;
  updatedAt: number;
}

/** One stretch of time a rule's condition held for one subject (the rule's target, or one app of an all-apps rule). */
export interface AlertIncidentRecord {
  id: number;
  ruleId: number;
  publisherId: number;
  /** What the incident is about within its rule: 'rule' (the rule's whole target) or 'app:<id>'. */
  key: string;
  appId: number | null;
  adPositionId: number | null;
  openedAt: number;
  closedAt: number | null;
}

/** One person's copy of an alert or a "back to normal" notice, with its own read mark. */
export interface NotificationRecord {
  id: number;
  accountId: number;
  incidentId: number;
  ruleId: number;
  event: AlertEvent;
  kind: AlertKind;
  metric: AlertMetric | null;
  condition: AlertCondition | null;
  threshold: number | null;
  hours: number | null;
  appId: number | null;
  adPositionId: number | null;
  value: number | null;
  baseline: number | null;
  at: number;
  since: number;
  read: boolean;
}

/** A person's email choice: the kinds of alert that also come by email. */
export interface AlertPrefsRecord {
  accountId: number;
  emailKinds: AlertKind[];
}

export interface AlertsState {
  alertRules?: AlertRuleRecord[];
  alertIncidents?: AlertIncidentRecord[];
  notifications?: NotificationRecord[];
  alertPrefs?: AlertPrefsRecord[];
  /** When the rules were last evaluated (the mock's clock). */
  alertsRunAt?: number;
  /** The last id given out of each list: a deleted rule's id is never given again (its notifications keep it). */
  alertIds?: { rule: number; incident: number; notification: number };
}

/** Notifications kept (every person together); the oldest go first. */
export const NOTIFICATIONS_MAX = 5000;

type Lists = Required<Omit<AlertsState, 'alertsRunAt' | 'alertIds'>>;

/** The area's lists, made on first use. */
export function alertsOf(state: AlertsState): Lists {
  state.alertRules ??= [];
  state.alertIncidents ??= [];
  state.notifications ??= [];
  state.alertPrefs ??= [];
  return state as Lists;
}

export function nextAlertId(state: AlertsState, kind: keyof NonNullable<AlertsState['alertIds']>): number {
  state.alertIds ??= { rule: 0, incident: 0, notification: 0 };
  return ++state.alertIds[kind];
}
