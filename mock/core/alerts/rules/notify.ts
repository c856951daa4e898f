/**
 * An incident that opens or ends tells every person who may see it (issue 49): a notification each, with its own
 * read mark, and an email to those who chose this kind of alert, in the language of their last sign-in and with
 * times in their own time zone (mock/core/lib/mail.ts; QA reads them at GET /__mock/notices).
 */
import type { ServerServices } from '../../context';
import { t } from '../../lib/i18n';
import type { Locale } from '../../lib/locale';
import { appAdsFails, appAdsLine } from '../../lib/appAds';
import { mailNotice, mailTime } from '../../lib/mail';
import { PROVIDER_TIME_ZONE } from '../../../../src/contract/values';
import type { AccountRecord } from '../../state';
import { recipientsOf } from './access';
import type { Finding } from './conditions';
import {
  alertsOf,
  nextAlertId,
  NOTIFICATIONS_MAX,
  type AlertIncidentRecord,
  type AlertRuleRecord,
  type NotificationRecord,
} from './records';

/** The default language of a person who never signed in (the console's own default). */
const FALLBACK_LOCALE: Locale = 'zh-CN';

/** A figure in a mail: Latin digits, as the mails write every number (mail.ts mailTime). */
function figureText(n: NotificationRecord, value: number, currency: string): string {
  if (n.metric === 'fillRate') return `${(value * 100).toFixed(1)}%`;
  if (n.metric === 'requests') return String(Math.round(value));
  return `${value.toFixed(2)} ${currency}`;
}

function thresholdText(n: NotificationRecord, currency: string): string {
  const x = n.threshold ?? 0;
  if (n.condition === 'drop' || n.metric === 'fillRate') return `${x}%`;
  if (n.metric === 'requests') return String(x);
  return `${x.toFixed(2)} ${currency}`;
}

/** What happened, in a sentence of the reader's language ("Earnings of Puzzle Go fell more than 30% …"). */
export function whatOf(s: ServerServices, n: NotificationRecord, locale: Locale, currency: string): string {
  const app = n.appId !== null ? s.db.app(n.appId)?.name : undefined;
  const position = n.adPositionId !== null ? s.db.adPosition(n.adPositionId)?.name : undefined;
  const target = position ? `${app ?? ''} / ${position}` : (app ?? t(locale, 'alert.allApps'));
  switch (n.kind) {
    case 'metric':
      return t(locale, n.condition === 'floor' ? 'alert.what.floor' : 'alert.what.drop', {
        metric: t(locale, `alert.metric.${n.metric ?? 'earnings'}`),
        target,
        threshold: thresholdText(n, currency),
      });
    case 'appAdsTxt':
      return t(locale, 'alert.what.appAdsTxt', { target });
    case 'payoutHeld':
      return t(locale, 'alert.what.payoutHeld');
    case 'reviewWaiting':
      return t(locale, 'alert.what.reviewWaiting', { target, hours: n.hours ?? 0 });
  }
}

/**
 * An app-ads.txt alert's exact fix, by what the crawler saw (issue 52): the line to add, or the file's line to
 * change (RESELLER → DIRECT, another account ID) with the line it must become. Empty when the app now passes.
 */
function appAdsFixText(s: ServerServices, n: NotificationRecord, locale: Locale): string {
  const app = n.appId !== null ? s.db.app(n.appId) : undefined;
  if (!app || !appAdsFails(app.appAds.status)) return '';
  const { status, found } = app.appAds;
  const line = appAdsLine(app.publisherId);
  if (status === 'resellerLine' || status === 'otherAccount')
    return t(locale, `alert.appAds.${status}`, { found: found ?? '', line });
  return t(locale, status === 'notFound' ? 'alert.appAds.notFound' : 'alert.appAds.lineMissing', { line });
}

function mail(s: ServerServices, who: AccountRecord, n: NotificationRecord, at: number): void {
  const locale = who.locale ?? FALLBACK_LOCALE;
  const zone = who.timeZone || PROVIDER_TIME_ZONE;
  const publisher = s.db.account(s.db.publisherIdOf(who));
  const currency = publisher?.currency ?? who.currency;
  const what = whatOf(s, n, locale, currency);
  const figures =
    n.kind === 'appAdsTxt' && n.event === 'opened'
      ? appAdsFixText(s, n, locale)
      : n.value === null || n.kind !== 'metric'
        ? ''
        : n.baseline === null
          ? t(locale, 'alert.figure', { value: figureText(n, n.value, currency) })
          : t(locale, 'alert.figures', {
              value: figureText(n, n.value, currency),
              baseline: figureText(n, n.baseline, currency),
            });
  const params = { what, figures, since: mailTime(locale, n.since, zone), at: mailTime(locale, at, zone) };
  const [subject, text] =
    n.event === 'opened'
      ? (['alert.opened.subject', 'alert.opened.text'] as const)
      : (['alert.resolved.subject', 'alert.resolved.text'] as const);
  mailNotice(s.db.state, at, locale, who.email, subject, text, params);
}

/** Tells every recipient of the incident; returns how many notifications were made. */
export function notify(
  s: ServerServices,
  rule: AlertRuleRecord,
  incident: AlertIncidentRecord,
  event: NotificationRecord['event'],
  finding: Finding | null,
  at: number,
): number {
  const { notifications, alertPrefs } = alertsOf(s.db.state);
  const people = recipientsOf(s.db, rule.publisherId, { kind: rule.kind, appId: incident.appId });
  for (const who of people) {
    const n: NotificationRecord = {
      id: nextAlertId(s.db.state, 'notification'),
      accountId: who.id,
      incidentId: incident.id,
      ruleId: rule.id,
      event,
      kind: rule.kind,
      metric: rule.metric,
      condition: rule.condition,
      threshold: rule.threshold,
      hours: rule.hours,
      appId: incident.appId,
      adPositionId: incident.adPositionId,
      value: finding?.value ?? null,
      baseline: finding?.baseline ?? null,
      at,
      since: incident.openedAt,
      read: false,
    };
    notifications.push(n);
    const wants = alertPrefs.find((p) => p.accountId === who.id)?.emailKinds ?? [];
    if (wants.includes(rule.kind) && who.email) mail(s, who, n, at);
  }
  if (notifications.length > NOTIFICATIONS_MAX) notifications.splice(0, notifications.length - NOTIFICATIONS_MAX);
  return people.length;
}
