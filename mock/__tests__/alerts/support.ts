/** What the alerts tests share: the calls they make, typed, on one test API. */
import type { AlertNotification, AlertRule } from '../../../src/contract/typings';
import { DEMO, SUB01, type TestApi } from '../helpers';

export type Page = { total: number; list: AlertNotification[] };

export function alertsApi(api: TestApi) {
  const self = {
    rules: async (token: string) => (await api.post<AlertRule[]>('/media/alert/rule/list', {}, { token })).body,
    create: (token: string, body: Record<string, unknown>) =>
      api.post<AlertRule>('/media/alert/rule/create', body, { token }),
    notifications: async (token: string, body: Record<string, unknown> = {}) =>
      (await api.post<Page>('/media/alert/notification/list', { current: 1, pageSize: 100, ...body }, { token })).body
        .result,
    unread: async (token: string) =>
      (await api.post<{ unread: number }>('/media/alert/notification/unread', {}, { token })).body.result.unread,
    run: async () =>
      (
        (await (await fetch(`${api.base}/__mock/alerts/run`, { method: 'POST' })).json()) as {
          result: { notifications: number };
        }
      ).result.notifications,
    notices: async (email: string) =>
      (
        (await (await api.get(`/__mock/notices?email=${encodeURIComponent(email)}`)).json()) as {
          result: { subject: string; text: string }[];
        }
      ).result,
    appOptions: async (token: string) =>
      (await api.post<{ value: number; label: string }[]>('/media/app/options', {}, { token })).body.result,
    /** Gives sub01 more menu codes (as its main account would in the permission tree); returns its fresh token. */
    grantSub01: async (demo: string, codes: string[]) => {
      const list = await api.post<{ list: { id: number; account_name: string; menuCodes: string[] }[] }>(
        '/media/subAccount/list/get',
        { current: 1, pageSize: 100 },
        { token: demo },
      );
      const sub = list.body.result.list.find((a) => a.account_name === 'sub01')!;
      const r = await api.post(
        '/media/subAccount/update',
        { id: sub.id, menuCodes: [...sub.menuCodes, ...codes] },
        { token: demo },
      );
      expect(r.body.code).toBe(0);
      return api.signIn(SUB01.account, SUB01.password);
    },
    /** Signs demo in again in another language: the language of its mails is the one of its last sign-in. */
    signInDemoIn: async (lang: string) => {
      const r = await api.post<{ 'user-token': string }>('/media/authorize/get', DEMO, {
        headers: { 'accept-language': lang },
      });
      return r.body.result['user-token'];
    },
  };
  return self;
}
