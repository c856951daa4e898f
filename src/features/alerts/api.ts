import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { post } from '@/request';
import { call } from '@/services/result';
import type {
  AlertNotificationListParams,
  AlertNotificationPage,
  AlertPrefs,
  AlertReadParams,
  AlertRule,
  AlertRuleParams,
  AlertRuleUpdateParams,
  AlertUnread,
} from '@/contract/typings';

/**
 * Alerts (extension, issue 49; docs/alerts.md): the publisher's rules (AlertManage to change), each person's
 * notifications with read marks and email choices (AlertView). The server keeps the scope: a sub-account sees
 * rules and alerts of the apps it may see only.
 */
export const listAlertRules = () => call<AlertRule[]>('/media/alert/rule/list');
export const createAlertRule = (params: AlertRuleParams) => call<AlertRule>('/media/alert/rule/create', params);
export const updateAlertRule = (params: AlertRuleUpdateParams) => call<AlertRule>('/media/alert/rule/update', params);
// The answer's result is null: nothing to read back (call() would call a missing result a failure).
export async function deleteAlertRule(id: number): Promise<void> {
  await post('/media/alert/rule/delete', { id });
}
export const listNotifications = (params: AlertNotificationListParams) =>
  call<AlertNotificationPage>('/media/alert/notification/list', params);
export const unreadCount = () => call<AlertUnread>('/media/alert/notification/unread');
export const markRead = (params: AlertReadParams) => call<AlertUnread>('/media/alert/notification/read', params);
export const alertPrefs = () => call<AlertPrefs>('/media/alert/prefs/get');
export const updateAlertPrefs = (params: AlertPrefs) => call<AlertPrefs>('/media/alert/prefs/update', params);

export const alertKeys = {
  all: ['alerts'] as const,
  rules: () => [...alertKeys.all, 'rules'] as const,
  notifications: () => [...alertKeys.all, 'notifications'] as const,
  list: (params: AlertNotificationListParams) => [...alertKeys.notifications(), 'list', params] as const,
  unread: () => [...alertKeys.notifications(), 'unread'] as const,
  prefs: () => [...alertKeys.all, 'prefs'] as const,
};

/** The bell polls modestly: once a minute while the tab is visible, and on coming back to it. */
export const UNREAD_POLL_MS = 60_000;

export const unreadQuery = () =>
  queryOptions({
    queryKey: alertKeys.unread(),
    queryFn: unreadCount,
    staleTime: 0,
    refetchInterval: UNREAD_POLL_MS,
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: true,
  });

export const notificationsQuery = (params: AlertNotificationListParams) =>
  queryOptions({
    queryKey: alertKeys.list(params),
    queryFn: () => listNotifications(params),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export const alertRulesQuery = () => queryOptions({ queryKey: alertKeys.rules(), queryFn: listAlertRules });
export const alertPrefsQuery = () => queryOptions({ queryKey: alertKeys.prefs(), queryFn: alertPrefs });
