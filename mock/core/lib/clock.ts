/**
 * The clock of the test servers (the browser tests' preview with MOCK_CLOCK=test, the unit tests' msw).
 *
 * Figures run to the top of the current hour ("updated hourly", traffic.ts), so in the first hour of a
 * provider day "today" has none. Every test that reads today's figures (the dashboard's top apps, a
 * settlement range ending today) then failed for one hour a day, 16:00–17:00 UTC: a test that fails by
 * the time of day is broken. This clock is the real one, except in that first hour, when it runs one hour
 * ahead: still the same provider day, so the console's "today" (the browser's clock) and the mock's agree,
 * and the day already has its first hour of figures. At 01:00 it meets the real clock again.
 */
import { dayOf, dayStart, HOUR_MS, PROVIDER_TIME_ZONE } from '../../../src/contract/zone';

/** `real` (Date.now by default, so jest's fake timers apply), an hour ahead in the provider day's first hour. */
export function testClock(real: () => number = () => Date.now()): () => number {
  return () => {
    const now = real();
    const sinceMidnight = now - dayStart(PROVIDER_TIME_ZONE, dayOf(PROVIDER_TIME_ZONE, now));
    return sinceMidnight < HOUR_MS ? now + HOUR_MS : now;
  };
}

/**
 * `MOCK_CLOCK=fixed:<ISO instant>` (e.g. `fixed:2026-11-27T09:30:00+08:00`): a clock that starts at that instant
 * when the server starts and then runs at the real pace, so a browser test can see a given time of day (a
 * morning, with today partial) with the browser's clock set to the same instant (Playwright's page.clock).
 * `test`: testClock(). Anything else, or an instant that does not parse: undefined (the real clock).
 */
export function clockFromEnv(
  value: string | undefined,
  real: () => number = () => Date.now(),
): (() => number) | undefined {
  if (value === 'test') return testClock(real);
  const m = /^fixed:(.+)$/.exec(value ?? '');
  if (!m) return undefined;
  const start = Date.parse(m[1]);
  if (Number.isNaN(start)) return undefined;
  const began = real();
  return () => start + (real() - began);
}
