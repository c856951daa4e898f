/** @jest-environment node */
import { startApi, type TestApi } from '../helpers';

const dateOf = (ms: number) => new Date(ms + 8 * 3600 * 1000).toISOString().slice(0, 10);

describe('revenue split page', () => {
  let api: TestApi;
  let demo: string;
  // The mock's clock runs from noon of today in the account's zone (Asia/Shanghai): in the first hour after midnight
  // today has no figures yet, and the checks below are about days that have some.
  const offset = Date.parse(`${dateOf(Date.now())}T12:00:00+08:00`) - Date.now();
  const now = () => Date.now() + offset;
  beforeAll(async () => {
    api = await startApi({ rateLimitPerSecond: 1000, now });
    demo = await api.signIn();
  });
  afterAll(() => api.close());

  test('media-divide page: rejects a bad token, escapes data', async () => {
    const bad = await api.get('/__mock/media-divide?token=nope');
    expect(bad.status).toBe(401);
    expect(bad.headers.get('content-type')).toMatch(/text\/html/);
    const ok = await api.get(`/__mock/media-divide?token=${demo}`);
    expect(ok.status).toBe(200);
    expect(ok.headers.get('content-security-policy')).toMatch(/default-src 'none'/);
    const html = await ok.text();
    expect(html).toContain('Tap &#38; Match &#60;b&#62;Puzzle&#60;/b&#62;');
    expect(html).not.toContain('<b>Puzzle');
  });
});
