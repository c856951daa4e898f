/** @jest-environment node */
/**
 * Issue 52: nothing seeded is dated after the mock's clock (the audit report counted creatives submitted hours in the
 * future when the clock was before 09:00 in Shanghai, the seed's anchor). Every instant of the state whose name
 * says it happened (`…At`, `at`) is at or before the clock, early in the morning as later in the day.
 */
import { buildSeed } from '../../core/seed';

/** Instants that are about the future by nature: when something expires, is due or runs next. */
const FUTURE = /^(expiresAt|deadline|nextRunAt|heldUntil|until|runAt|dueAt)$/;

function pastInstants(value: unknown, path: string, out: [string, number][]): void {
  if (Array.isArray(value)) value.forEach((v, i) => pastInstants(v, `${path}[${i}]`, out));
  else if (value && typeof value === 'object')
    for (const [k, v] of Object.entries(value)) {
      if (typeof v === 'number' && /(At|^at)$/.test(k) && !FUTURE.test(k)) out.push([`${path}.${k}`, v]);
      else pastInstants(v, `${path}.${k}`, out);
    }
}

describe('the seed and the clock', () => {
  test.each([
    ['04:30 in Shanghai, before the anchor', '2026-03-15T20:30:00Z'],
    ['00:10 in Shanghai, the day just begun', '2026-03-15T16:10:00Z'],
    ['12:00 in Shanghai', '2026-03-15T04:00:00Z'],
  ])('%s: nothing dated after it', (_, iso) => {
    const now = Date.parse(iso);
    const found: [string, number][] = [];
    pastInstants(buildSeed('normal', now), 'state', found);
    expect(found.length).toBeGreaterThan(1000);
    const ahead = found.filter(([, at]) => at > now).map(([where, at]) => `${where} = ${new Date(at).toISOString()}`);
    expect(ahead).toEqual([]);
  });

  test('rebuilt within the same hour, the seed is the same', () => {
    const at = Date.parse('2026-03-15T20:05:00Z');
    expect(buildSeed('normal', at + 40 * 60_000).materials).toEqual(buildSeed('normal', at).materials);
  });
});
