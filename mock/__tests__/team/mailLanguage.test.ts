/** @jest-environment node */
/**
 * Issue 31: a notice mail is written in the language of who reads it. The account's own request → the request's
 * locale; another account (a sub-account mailed by its main account) → the locale it last signed in with; the
 * time in it is the reader's zone with the zone named, never a bare ISO instant. Right-to-left mails isolate
 * the names, emails and links placed in them.
 */
import { jaJP } from '../../core/lib/i18n/ja-JP';
import { arEG } from '../../core/lib/i18n/ar-EG';
import { DEMO, fakeClock, startApi, SUB01, type TestApi } from '../helpers';

const SUB_EMAIL = 'sub01@media-console.test';
const BARE_ISO = /\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
const NAMED_ZONE = /\((GMT[+-]\d{2}:\d{2} [^)]+|UTC)\)/;
const FSI = '\u2068';
const PDI = '\u2069';

interface Notice {
  subject: string;
  text: string;
}

describe('the language of a notice mail', () => {
  let api: TestApi;
  beforeEach(async () => {
    api = await startApi({ now: fakeClock().now, sessionLimit: 3 });
  });
  afterEach(() => api.close());

  const signIn = async (who: { account: string; password: string }, locale: string) => {
    const r = await api.post<{ 'user-token': string }>('/media/authorize/get', who, {
      headers: { 'accept-language': locale },
    });
    return r.body.result['user-token'];
  };
  const sub01Id = async (token: string) => {
    const r = await api.post<{ list: { id: number }[] }>('/media/subAccount/list/get', { keyword: 'sub01' }, { token });
    return r.body.result.list[0].id;
  };
  const lastNotice = async (): Promise<Notice> => {
    const r = await api.get(`/__mock/notices?email=${encodeURIComponent(SUB_EMAIL)}`);
    return ((await r.json()) as { result: Notice[] }).result[0];
  };

  test('asked for in ja-JP (the reader has not signed in yet): Japanese, its expiry with the zone named', async () => {
    const demo = await signIn(DEMO, 'ja-JP');
    const sent = await api.post(
      '/media/subAccount/resetLink',
      { id: await sub01Id(demo) },
      {
        token: demo,
        headers: { 'accept-language': 'ja-JP' },
      },
    );
    expect(sent.body.message).toBe(`新しいパスワードを設定するためのリンクを ${SUB_EMAIL} に送信しました`);
    const mail = await lastNotice();
    expect(mail.subject).toBe(jaJP['notice.resetLink.subject']);
    expect(mail.text).toContain('さんから、sub01 の新しいパスワードを設定するためのリンクが届きました');
    expect(`${mail.subject} ${mail.text}`).not.toMatch(BARE_ISO);
    expect(mail.text).toMatch(NAMED_ZONE);
    // Japanese dates: "2026年3月16日".
    expect(mail.text).toMatch(/\d{4}年\d{1,2}月\d{1,2}日/);
  });

  test("a sub-account that signed in in ja-JP reads its main account's mail in Japanese; the main account's answer stays English", async () => {
    await signIn(SUB01, 'ja-JP');
    const demo = await signIn(DEMO, 'en-US');
    const sent = await api.post('/media/subAccount/resetLink', { id: await sub01Id(demo) }, { token: demo });
    expect(sent.body.message).toBe(`A link to choose a new password was sent to ${SUB_EMAIL}`);
    const mail = await lastNotice();
    expect(mail.subject).toBe(jaJP['notice.resetLink.subject']);
    expect(mail.text).not.toMatch(BARE_ISO);
    expect(mail.text).toMatch(NAMED_ZONE);
  });

  test('ar-EG: Arabic, the names, link and time isolated inside the right-to-left sentence', async () => {
    const demo = await signIn(DEMO, 'ar-EG');
    const sent = await api.post(
      '/media/subAccount/resetLink',
      { id: await sub01Id(demo) },
      {
        token: demo,
        headers: { 'accept-language': 'ar-EG' },
      },
    );
    expect(sent.body.message).toContain(`${FSI}${SUB_EMAIL}${PDI}`);
    const mail = await lastNotice();
    expect(mail.subject).toBe(arEG['notice.resetLink.subject']);
    expect(mail.text).toContain(`${FSI}demo${PDI}`);
    expect(mail.text).toContain(`${FSI}sub01${PDI}`);
    expect(mail.text).toMatch(new RegExp(`${FSI}[^${PDI}]*token=[0-9a-f]+${PDI}`));
    expect(mail.text).toMatch(NAMED_ZONE);
  });

  test.each(['fa-IR', 'th-TH'])(
    '%s: the time in Latin digits and the Gregorian year, as the console writes dates',
    async (locale) => {
      const demo = await signIn(DEMO, locale);
      await api.post(
        '/media/subAccount/resetLink',
        { id: await sub01Id(demo) },
        {
          token: demo,
          headers: { 'accept-language': locale },
        },
      );
      const { text } = await lastNotice();
      expect(text).toContain('2026');
      expect(text).not.toMatch(/[\u0660-\u0669\u06F0-\u06F9]|2569|1405/);
      expect(text).toMatch(NAMED_ZONE);
    },
  );

  test('English and Chinese mails are as before', async () => {
    const demo = await signIn(DEMO, 'zh-CN');
    await api.post(
      '/media/subAccount/resetLink',
      { id: await sub01Id(demo) },
      {
        token: demo,
        headers: { 'accept-language': 'zh-CN' },
      },
    );
    expect((await lastNotice()).subject).toBe('设置新的媒体控制台密码');
  });
});
