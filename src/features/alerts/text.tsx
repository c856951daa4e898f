import { useIntl } from '@umijs/max';
import { useMemo, type ReactNode } from 'react';
import { useSentence } from '@/components/text';
import type { AlertMetric, AlertNotification, AlertRule } from '@/contract/typings';
import { EMPTY, formatDecimal, formatInteger, formatMoney, formatPercent } from '@/utils/format';

type Watched = Pick<
  AlertRule,
  'kind' | 'metric' | 'condition' | 'threshold' | 'hours' | 'appName' | 'adPositionName' | 'scope'
> & { currency?: string };

/**
 * How alerts speak (issue 49): one sentence per kind from the locales ("Earnings of {target} fell more than 30%
 * …"), the app and ad position names as plain, direction-isolated text (server text, never markup); figures in
 * the reader's locale. Shared by the bell, the notifications page and the rules table.
 */
export function useAlertText() {
  const intl = useIntl();
  const sentence = useSentence();
  return useMemo(() => {
    const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
    const figure = (metric: AlertMetric | null, value: number, currency?: string): string => {
      if (metric === 'fillRate') return formatPercent(value, 1);
      if (metric === 'requests') return formatInteger(value);
      // A rule has no currency of its own: its floor reads as a plain amount.
      return currency ? formatMoney(value, currency) : formatDecimal(value, 2);
    };
    const threshold = (w: Watched): string => {
      const x = w.threshold ?? 0;
      if (w.condition === 'drop' || w.metric === 'fillRate') return formatPercent(x / 100, 0);
      return figure(w.metric, x, w.currency);
    };
    /** What the rule watches, or what happened: a sentence with the names isolated. */
    const what = (w: Watched): ReactNode => {
      const name =
        w.adPositionName !== null
          ? `${w.appName ?? ''} / ${w.adPositionName}`
          : w.scope === 'allApps'
            ? null
            : (w.appName ?? EMPTY);
      // A server name is isolated as a <Name>; "all apps" is our own word, said as plain text.
      const say = (id: string, values: Record<string, string | number> = {}) =>
        name === null ? t(id, { ...values, target: t('alerts.allApps') }) : sentence(id, { target: name }, values);
      switch (w.kind) {
        case 'metric':
          return say(w.condition === 'floor' ? 'alerts.what.floor' : 'alerts.what.drop', {
            metric: t(`alerts.metric.${w.metric ?? 'earnings'}`),
            threshold: threshold(w),
          });
        case 'appAdsTxt':
          return say('alerts.what.appAdsTxt');
        case 'payoutHeld':
          return t('alerts.what.payoutHeld');
        case 'reviewWaiting':
          return say('alerts.what.reviewWaiting', { hours: w.hours ?? 0 });
      }
    };
    /** The figures an alert carries: today so far and a week before, or the creatives waiting. */
    const figures = (n: AlertNotification): string | null => {
      if (n.value === null) return null;
      if (n.kind === 'reviewWaiting') return t('alerts.waiting', { count: n.value });
      if (n.kind !== 'metric') return null;
      const value = figure(n.metric, n.value, n.currency);
      return n.baseline === null
        ? t('alerts.figure', { value })
        : t('alerts.figures', { value, baseline: figure(n.metric, n.baseline, n.currency) });
    };
    const notificationWhat = (n: AlertNotification) =>
      what({ ...n, scope: n.appId === null ? 'allApps' : n.adPositionId === null ? 'app' : 'adPosition' });
    return { t, what, figures, notificationWhat };
  }, [intl, sentence]);
}
