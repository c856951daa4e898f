/**
 * The settlement export writes what people read: platform, country and ad
 * type names in the reader's language, not the API's codes; the country's
 * ISO code keeps a column of its own for pipelines (docs/settlement.md).
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import ExportButton from '@/features/settlement/components/ExportButton';
import { exportFilters } from '@/features/settlement/export/filters';
import { fetchSettlementExport } from '@/features/settlement/api';
import type { SettlementParams } from '@/contract/typings';
import { configureSession } from '@/session';
import { addDays, todayIn } from '@/utils/dateRange';
import en from '@/locales/en-US/settlement';
import { setupMockApi } from '../support/mockApi';
import { renderPage } from '../support/renderPage';
import { signInDemo } from './support';

setupMockApi();

const today = todayIn('Asia/Shanghai');
const params: SettlementParams = {
  startDate: addDays(today, -2),
  endDate: today,
  groupBy: ['platform', 'country', 'adType'],
  current: 1,
  pageSize: 10,
};

let saved: Blob[];
beforeEach(async () => {
  localStorage.clear();
  configureSession({ navigate: jest.fn(), notify: jest.fn(), currentPath: () => '/information/settlement' });
  await signInDemo();
  saved = [];
  Object.assign(URL, {
    createObjectURL: jest.fn((blob: Blob) => {
      saved.push(blob);
      return 'blob:test';
    }),
    revokeObjectURL: jest.fn(),
  });
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

/** Exports the data-only CSV through the page's button in `locale` and returns its lines as cells. */
async function exportCsv(locale: 'en-US' | 'zh-CN'): Promise<string[][]> {
  renderPage(<ExportButton params={params} names={{ apps: null, adPositions: null }} />, { locale });
  fireEvent.click(screen.getByTestId('settlement-export'));
  fireEvent.click(
    await screen.findByText(locale === 'en-US' ? 'Export data-only CSV (.csv)' : '导出 CSV（仅数据，.csv）'),
  );
  await waitFor(() => expect(saved).toHaveLength(1));
  return (await saved[0].text())
    .replace(/^\ufeff/, '')
    .trimEnd()
    .split('\r\n')
    .map((l) => l.split(','));
}

describe('settlement export labels', () => {
  it('writes platforms, countries and ad types as names, the country code beside them (en-US)', async () => {
    const result = await fetchSettlementExport(params);
    const lines = await exportCsv('en-US');
    const header = lines[0];
    const col = (title: string) => header.indexOf(title);
    expect(header.slice(0, 4)).toEqual(['Ad type', 'Platform', 'Country code', 'Country']);
    expect(lines).toHaveLength(result.rows.length + 1);
    const us = result.rows.findIndex((r) => r.country === 'US' && r.platform === 'android');
    expect(us).toBeGreaterThanOrEqual(0);
    const line = lines[us + 1];
    expect(line[col('Platform')]).toBe('Android');
    expect(line[col('Country')]).toBe('United States');
    expect(line[col('Country code')]).toBe('US');
    expect(line[col('Ad type')]).toBe(en[`settlement.adType.${result.rows[us].adType}` as keyof typeof en]);
    // No raw code left in a name column.
    const codes = new Set(['android', 'ios', 'banner', 'splash', 'interstitial', 'native', 'rewarded']);
    for (const l of lines.slice(1)) {
      expect(codes.has(l[col('Platform')])).toBe(false);
      expect(codes.has(l[col('Ad type')])).toBe(false);
      expect(l[col('Country')]).not.toMatch(/^[A-Z]{2}$/);
    }
  });

  it("writes them in the reader's language (zh-CN)", async () => {
    const result = await fetchSettlementExport(params);
    const lines = await exportCsv('zh-CN');
    const us = result.rows.findIndex((r) => r.country === 'US');
    expect(lines[us + 1]).toContain('美国');
    expect(lines[us + 1]).toContain('US');
    const rewarded = result.rows.findIndex((r) => r.adType === 'rewarded');
    expect(lines[rewarded + 1]).toContain('激励视频');
  });

  it('names chosen platforms and countries in the preamble', () => {
    const t = (id: string) => (en as Record<string, string>)[id] ?? id;
    const rows = exportFilters(
      { startDate: '2026-03-01', endDate: '2026-03-02', platforms: ['ios'], countries: ['US', 'JP'] },
      { apps: null, adPositions: null },
      t,
      'en-US',
    );
    expect(rows).toContainEqual(['Platforms', 'iOS']);
    expect(rows).toContainEqual(['Countries', 'United States, Japan']);
  });
});
