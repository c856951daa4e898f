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
  'savedReport',
  'reportSchedule',
  'alert',
]);

/**
 * One sentence per kind of change, by the call that made it ("Added the app {name}", "Ended all other sessions"):
 * the kind's own sentence ("Changed an app") only for a call no one named yet. Sentences with {name} need the
 * server's `target`; without it the kind's sentence stands.
 */
const ACTION_SENTENCES: Record<string, string> = {
  '/media/password/reset': 'activity.what.passwordReset',
  '/media/passwordLink/set': 'activity.what.passwordLinkSet',
  '/media/authorize/passwordChange': 'activity.what.passwordForced',
  '/media/security/twoStep/set': 'activity.what.twoStepSet',
  '/media/security/trusted/del': 'activity.what.trustedForgotten',
  '/media/security/authenticator/enable': 'activity.what.authenticatorOn',
  '/media/security/authenticator/remove': 'activity.what.authenticatorOff',
  '/media/security/recoveryCodes/renew': 'activity.what.recoveryCodes',
  '/media/session/end': 'activity.what.sessionEnded',
  '/media/session/endOthers': 'activity.what.sessionsEnded',
  '/media/app/create': 'activity.what.appCreated',
  '/media/app/update': 'activity.what.appEdited',
  '/media/app/status': 'activity.what.appStatus',
  '/media/app/testDevices/update': 'activity.what.testDevices',
  '/media/app/appAds/check': 'activity.what.appAdsChecked',
  '/media/adPosition/create': 'activity.what.adPositionCreated',
  '/media/adPosition/update': 'activity.what.adPositionEdited',
  '/media/adPosition/status': 'activity.what.adPositionStatus',
  '/media/adPosition/callbackSecret/rotate': 'activity.what.callbackSecret',
  '/media/material/reviewMatching': 'activity.what.reviewMatching',
  '/media/blockRule/create': 'activity.what.blockRuleCreated',
  '/media/blockRule/update': 'activity.what.blockRuleEdited',
  '/media/blockRule/status': 'activity.what.blockRuleStatus',
  '/media/blockRule/del': 'activity.what.blockRuleDeleted',
  '/media/blockRule/defaults/update': 'activity.what.blockDefaults',
  '/media/reportApi/secret/reveal': 'activity.what.apiSecretShown',
  '/media/subAccount/create': 'activity.what.subAccountCreated',
  '/media/subAccount/update': 'activity.what.subAccountEdited',
  '/media/subAccount/del': 'activity.what.subAccountDeleted',
  '/media/subAccount/invite': 'activity.what.invite',
  '/media/subAccount/invite/resend': 'activity.what.inviteResent',
  '/media/subAccount/invite/withdraw': 'activity.what.inviteWithdrawn',
  '/media/subAccount/resetLink': 'activity.what.resetLink',
  '/media/subAccount/forceChange': 'activity.what.forceChange',
  '/media/monthBill/confirm': 'activity.what.statementConfirmed',
  '/media/monthBill/dispute': 'activity.what.statementDisputed',
  '/media/monthBill/invoice': 'activity.what.invoiceUploaded',
  '/media/monthBill/invoice/replace': 'activity.what.invoiceReplaced',
  '/media/savedReport/create': 'activity.what.savedReportCreated',
  '/media/savedReport/update': 'activity.what.savedReportEdited',
  '/media/savedReport/del': 'activity.what.savedReportDeleted',
  '/media/reportSchedule/create': 'activity.what.scheduleCreated',
  '/media/reportSchedule/status': 'activity.what.scheduleStatus',
  '/media/reportSchedule/del': 'activity.what.scheduleDeleted',
  '/media/alert/rule/create': 'activity.what.alertCreated',
  '/media/alert/rule/delete': 'activity.what.alertDeleted',
  // Issue 28: the old and new last four of the bank account ("**** 1420 → **** 5555"), or the one disowned.
  '/media/payment/profile/update': 'activity.what.bankChanged',
  '/media/payment/profile/notMe': 'activity.what.payoutNotMe',
  // Issue 52: a sub-account's "This was not me" is a report to the owner (its own action name), and the owner's answer.
  '/media/payment/profile/notMe#report': 'activity.what.payoutReported',
  '/media/payment/profile/keepChange': 'activity.what.payoutKept',
};

/** Sentences that name no object (the account's own security): said with or without a target. */
const UNNAMED_ACTIONS: ReadonlySet<string> = new Set([
  '/media/password/reset',
  '/media/passwordLink/set',
  '/media/authorize/passwordChange',
  '/media/security/twoStep/set',
  '/media/security/trusted/del',
  '/media/security/authenticator/enable',
  '/media/security/authenticator/remove',
  '/media/security/recoveryCodes/renew',
  '/media/session/end',
  '/media/session/endOthers',
  '/media/material/reviewMatching',
  '/media/blockRule/defaults/update',
  '/media/reportApi/secret/reveal',
]);

/** Calls whose target is a masked bank account: one left-to-right figure, so "**** 4300" never reads "4300 ****". */
const FIGURE_TARGETS: ReadonlySet<string> = new Set([
  '/media/payment/profile/update',
  '/media/payment/profile/notMe',
  '/media/payment/profile/notMe#report',
  '/media/payment/profile/keepChange',
]);

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
      // A write no one mapped yet: a neutral sentence. Its action is an API path, never words for a publisher.
      if (e.kind === 'other') return { id: 'activity.what.other' };
      // An invitation accepted through its link: the account joined the team (the server files it under
      // Sub-accounts), it did not change a password.
      if (e.kind === 'subAccount' && e.action === '/media/passwordLink/set')
        return { id: 'activity.what.invitationAccepted' };
      if (UNNAMED_ACTIONS.has(e.action)) return { id: ACTION_SENTENCES[e.action] };
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
