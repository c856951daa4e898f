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
