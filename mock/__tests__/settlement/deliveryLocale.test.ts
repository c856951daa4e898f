/** @jest-environment node */
/**
 * Scheduled deliveries in the language of who set them up: the console sends
 * its locale with the schedule (extension), and the delivered file's preamble,
 * column titles and coded values (status, ad type, platform, country) are
 * written in it, the country's code in its own column.
 */
import type { ReportDelivery, ReportSchedule, SavedReport } from '../../../src/contract/typings';
import { fakeClock, freshApiPerTest, type TestApi } from '../helpers';

const clock = fakeClock(Date.parse('2026-03-15T04:00:00Z'));
let api: TestApi;
let demo: string;
freshApiPerTest({ now: clock.now }, (a, t) => {
  api = a;
  demo = t;
});

async function schedule(body: Record<string, unknown>, headers?: Record<string, string>) {
  const rep = (
    await api.post<SavedReport>(
      '/media/savedReport/create',
      {
        name: `By country ${Math.random()}`,
        query: 'group=day,adType,platform,country',
        period: { kind: 'yesterday' },
      },
      { token: demo },
    )
  ).body.result;
  return api.post<ReportSchedule>(
    '/media/reportSchedule/create',
    { reportId: rep.id, frequency: 'daily', hour: 8, recipients: ['boss@example.test'], format: 'csv', ...body },
    { token: demo, headers },
  );
}

/** Fires the schedule and reads its delivered CSV as cells. */
async function deliveredCsv(id: number): Promise<string[][]> {
  const fired = await api.post<ReportDelivery[]>('/__mock/schedules/run', { id });
  const file = await api.get(fired.body.result[0].fileUrl as string);
  expect(file.status).toBe(200);
  return (await file.text())
    .replace(/^\ufeff/, '')
    .trimEnd()
    .split('\r\n')
    .map((l) => l.split(','));
}

const header = (lines: string[][]) => lines[lines.findIndex((l) => l.length === 0 || l[0] === '') + 1];

describe('scheduled delivery files in the locale of who scheduled them', () => {
  test('ja-JP: preamble, titles and coded values in Japanese, the country code beside the name', async () => {
    const made = await schedule({ locale: 'ja-JP' });
    expect(made.body.code).toBe(0);
    expect(made.body.result.locale).toBe('ja-JP');
    const lines = await deliveredCsv(made.body.result.id);
    // Period, the filters block as the page export writes it (issue 31), then zone, currency, generated at.
    const labels = lines
      .slice(
        1,
        lines.findIndex((l) => l.length === 0 || l[0] === ''),
      )
      .map((l) => l[0]);
    expect(labels.slice(0, 4)).toEqual(['期間', 'アプリ', '広告枠', '広告タイプ']);
    expect(labels).toEqual(expect.arrayContaining(['タイムゾーン', '通貨', '作成日時']));
    expect(labels.indexOf('タイムゾーン')).toBeGreaterThan(labels.indexOf('広告タイプ'));
    const titles = header(lines);
    expect(titles.slice(0, 6)).toEqual([
      '日付',
      'ステータス',
      '広告タイプ',
      'プラットフォーム',
      '国・地域コード',
      '国・地域',
    ]);
    const rows = lines.slice(lines.indexOf(titles) + 1);
    const us = rows.find((r) => r[4] === 'US');
    expect(us?.[5]).toBe('アメリカ合衆国');
    expect(['Android', 'iOS']).toContain(us?.[3]);
    const codes = new Set([
      'android',
      'ios',
      'banner',
      'splash',
      'interstitial',
      'native',
      'rewarded',
      'estimated',
      'final',
    ]);
    for (const r of rows) for (const cell of r.slice(1, 4)) expect(codes.has(cell)).toBe(false);
    expect(rows.some((r) => r[2] === 'リワード動画' || r[2] === 'バナー')).toBe(true);
  });

  test('ar-EG, and without a locale the language of Accept-Language', async () => {
    const ar = await schedule({ locale: 'ar-EG' });
    const arLines = await deliveredCsv(ar.body.result.id);
    expect(arLines[1][0]).toBe('الفترة');
    expect(header(arLines)).toContain('الدولة');
    const zh = await schedule({}, { 'accept-language': 'zh-CN' });
    expect(zh.body.result.locale).toBe('zh-CN');
    const zhLines = await deliveredCsv(zh.body.result.id);
    expect(zhLines[1][0]).toBe('时段');
    const zhRows = zhLines.slice(zhLines.indexOf(header(zhLines)) + 1);
    expect(zhRows.find((r) => r[4] === 'US')?.[5]).toBe('美国');
    const en = await schedule({});
    expect(en.body.result.locale).toBe('en-US');
    expect((await deliveredCsv(en.body.result.id))[1][0]).toBe('Period');
  });

  test('an unknown locale is refused; resuming with a locale changes the language of later files', async () => {
    const bad = await schedule({ locale: 'xx-XX' });
    expect(bad.body.code).toBe(4001);
    expect(bad.body.errors).toHaveProperty('locale');
    const made = await schedule({ locale: 'en-US' });
    const id = made.body.result.id;
    await api.post('/media/reportSchedule/status', { id, status: 'paused' }, { token: demo });
    const resumed = await api.post<ReportSchedule>(
      '/media/reportSchedule/status',
      { id, status: 'active', locale: 'es-ES' },
      { token: demo },
    );
    expect(resumed.body.result.locale).toBe('es-ES');
    expect((await deliveredCsv(id))[1][0]).toBe('Periodo');
  });
});
