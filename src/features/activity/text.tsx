import { useIntl } from '@umijs/max';
import { useMemo, type ReactNode } from 'react';
import { isolateFigure, useSentence } from '@/components/text';
import { deviceLabel } from '@/lib/signOut/device';
import type { ActivityEntry, ActivityKind } from '@/contract/typings';

/** Kinds whose sentence names the object changed, when the server knows it (`target`). */
const NAMED: ReadonlySet<ActivityKind> = new Set([
  'app',
  'adPosition',
  'creative',
  'blockRule',
  'export',
  'subAccount',
  'payment',
]);

/** Calls whose own sentence says more than their kind's ("Invited …" rather than "Changed the sub-account …"). */
const ACTION_SENTENCES: Record<string, string> = {
  '/media/subAccount/create': 'activity.what.subAccountCreated',
  '/media/subAccount/del': 'activity.what.subAccountDeleted',
  '/media/subAccount/invite': 'activity.what.invite',
  '/media/subAccount/resetLink': 'activity.what.resetLink',
  // Issue 28: the old and new last four of the bank account ("**** 1420 → **** 5555"), or the one disowned.
  '/media/payment/profile/update': 'activity.what.bankChanged',
  '/media/payment/profile/notMe': 'activity.what.payoutNotMe',
};

/** Calls whose target is a masked bank account: one left-to-right figure, so "**** 4300" never reads "4300 ****". */
const FIGURE_TARGETS: ReadonlySet<string> = new Set(['/media/payment/profile/update', '/media/payment/profile/notMe']);

type Values = Record<string, string | number>;

/**
 * How the log speaks: one sentence per kind from the locales ("Changed the app {name}"), the object's name a
 * plain-text <Name> inside it (server text, never markup). Sign-ins say how, failures why, with the sign-in
 * history's own words. The same sentence as a plain string for the export.
 */
export function useActivityText() {
  const intl = useIntl();
  const sentence = useSentence();
  return useMemo(() => {
    const t = (id: string, values?: Values) => intl.formatMessage({ id }, values);
    const has = (id: string) => !!intl.messages[id];
    /** The message and its plain values; `name` is the server's text. */
    const parts = (e: ActivityEntry): { id: string; values?: Values; name?: string; plainName?: string } => {
      if (e.kind === 'signIn') {
        const method = `account.history.method.${e.action}`;
        return { id: 'activity.what.signIn', values: { method: has(method) ? t(method) : e.action } };
      }
      if (e.kind === 'signInFailed') {
        const reason = `account.history.failure.${e.action}`;
        return { id: 'activity.what.signInFailed', values: { reason: has(reason) ? t(reason) : e.action } };
      }
      // A write no one mapped yet: the call itself is all there is to say.
      if (e.kind === 'other') return { id: 'activity.what.other', name: e.action };
      if (e.target && FIGURE_TARGETS.has(e.action))
        return { id: ACTION_SENTENCES[e.action], name: isolateFigure(e.target), plainName: e.target };
      if (e.target && ACTION_SENTENCES[e.action]) return { id: ACTION_SENTENCES[e.action], name: e.target };
      if (NAMED.has(e.kind) && e.target) return { id: `activity.what.${e.kind}.named`, name: e.target };
      return { id: `activity.what.${e.kind}` };
    };
    return {
      t,
      kind: (k: ActivityKind) => t(`activity.kind.${k}`),
      what: (e: ActivityEntry): ReactNode => {
        const p = parts(e);
        return p.name === undefined ? t(p.id, p.values) : sentence(p.id, { name: p.name }, p.values);
      },
      whatText: (e: ActivityEntry): string => {
        const p = parts(e);
        // The export's text carries no isolates: a spreadsheet cell is its own run.
        const name = p.plainName ?? p.name;
        return t(p.id, name === undefined ? p.values : { ...p.values, name });
      },
      device: (e: ActivityEntry) => deviceLabel(t, e.browser, e.os),
      place: (e: ActivityEntry) => e.place ?? t('account.sessions.placeUnknown'),
    };
  }, [intl, sentence]);
}

export type ActivityText = ReturnType<typeof useActivityText>;
