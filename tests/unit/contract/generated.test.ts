/** @jest-environment node */
import { execFileSync } from 'child_process';
import * as path from 'path';

/**
 * The types (src/contract/schema.ts), the JSON copy the mock checks
 * read (openapi.json) and the reference part of docs/api.md are generated from
 * src/contract/openapi.yaml by `npm run contract`: this fails when
 * one of them was not regenerated after the YAML changed, or was edited by hand.
 */
test('the files generated from the contract are up to date with openapi.yaml', () => {
  const root = path.resolve(__dirname, '../../..');
  let output = '';
  try {
    execFileSync(process.execPath, ['scripts/contract.mjs', '--check'], { cwd: root, encoding: 'utf8', stdio: 'pipe' });
  } catch (err) {
    const e = err as { stdout?: string; stderr?: string };
    output = `${e.stdout ?? ''}${e.stderr ?? ''}`.trim() || String(err);
  }
  expect(output).toBe('');
});

/**
 * The console's form limits, batch sizes and page size come from the bounds
 * the contract tags with `x-limit` (src/contract/limits.ts): the
 * console and the mock enforce what the document says, not a copy of it.
 */
test('the limits the console and the mock use are the contract’s bounds', async () => {
  const doc = (await import('@/contract/openapi.json')) as unknown as {
    components: { schemas: Record<string, { properties: Record<string, Record<string, unknown>> }> };
  };
  const { LIMITS } = await import('@/contract/limits');
  const { MAX_PAGE_SIZE } = await import('@/contract/values');
  const prop = (schema: string, field: string) => doc.components.schemas[schema].properties[field];

  expect(LIMITS.appName).toBe(prop('AppCreateParams', 'name').maxLength);
  expect(LIMITS.storeUrl).toBe(prop('AppCreateParams', 'storeUrl').maxLength);
  expect(LIMITS.floorPriceMax).toBe(prop('AdPositionCreateParams', 'floorPrice').maximum);
  expect(MAX_PAGE_SIZE).toBe(prop('PageInfo', 'pageSize').maximum);
  expect(LIMITS.reviewBatchMax).toBe(prop('MaterialReviewParams', 'ids').maxItems);
  expect(LIMITS.rejectReasonMax).toBe(prop('MaterialReviewParams', 'reason').maxLength);
  // Every tagged bound is a number the generator found.
  for (const value of Object.values(LIMITS)) expect(Number.isInteger(value) && value > 0).toBe(true);
});

/**
 * The facts both sides share (issue 29) are generated from the document too: minima (`x-limit-min`), the page
 * sizes, the provider's time zone, the report range, and "Manage implies View" (MenuCode `x-implies`).
 */
test('the shared facts are the contract’s: minima, page sizes, time zone, range, menu implications', async () => {
  const doc = (await import('@/contract/openapi.json')) as unknown as {
    components: { schemas: Record<string, { properties: Record<string, Record<string, unknown>> }> };
  };
  const { LIMITS } = await import('@/contract/limits');
  const values = await import('@/contract/values');
  const { effectiveCodes, codesImplying } = await import('@/contract/menuCodes');
  const prop = (schema: string, field: string) => doc.components.schemas[schema].properties[field];

  expect(LIMITS.disputeReasonMin).toBe(prop('MonthBillDisputeParams', 'reason').minLength);
  expect(values.DEFAULT_PAGE_SIZE).toBe(prop('PageParams', 'pageSize').default);
  expect(values.PAGE_SIZE_OPTIONS).toContain(values.DEFAULT_PAGE_SIZE);
  expect(Math.max(...values.PAGE_SIZE_OPTIONS)).toBeLessThanOrEqual(values.MAX_PAGE_SIZE);
  expect(values.REPORT_TIME_ZONE).toBe(values.PROVIDER_TIME_ZONE);
  expect(values.LOCALES).toHaveLength(13);
  // Every Manage code implies the View code of its area, and nothing else implies anything.
  for (const [manage, view] of Object.entries(values.MENU_IMPLIES)) {
    expect(manage).toMatch(/Manage$/);
    expect(values.MENU_CODES).toContain(view);
  }
  expect(effectiveCodes(['SubAccountManage', 'ReportApiManage', 'nonsense'])).toEqual([
    'ReportApiView',
    'ReportApiManage',
    'SubAccountView',
    'SubAccountManage',
  ]);
  expect(codesImplying('MonthBillReportView')).toEqual(['MonthBillManage']);
});
