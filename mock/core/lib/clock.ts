/**
 * The clocks of the test servers (the browser tests' preview with MOCK_CLOCK=test, the unit tests' msw).
 *
 * Figures run to the top of the current hour ("updated hourly", traffic.ts), so in the first hour of a
 * provider day "today" has none. Every test that reads today's figures (the dashboard's top apps, a
 * settlement range ending today) then failed for one hour a day, 16:00–17:00 UTC: a test that fails by
 * the time of day is broken. So the figures' clock of the test servers is the real one, except in that first
 * hour, when it runs one hour ahead: still the same provider day, so the console's "today" (the browser's clock)
 * and the mock's agree, and the day already has its first hour of figures (to 01:00; from 01:00 on, the real
 * clock's top of the hour is 01:00 too, so the figures never step back).
 *
 * Only the figures' clock: the server's own clock (sessions, codes, schedules, times of records) stays the real
 * one. When the whole server ran an hour ahead in that hour, it jumped an hour forward at 16:00 UTC (every
 * session and code then expired at once) and back at 17:00 (later records older than earlier ones): a run of
 * the tests across either instant failed (issue 30).
 */
import { dayOf, dayStart, HOUR_MS, PROVIDER_TIME_ZONE } from '../../../src/contract/zone';

/** `real` (Date.now by default, so jest's fake timers apply), an hour ahead in the provider day's first hour. */
export function figuresClock(real: () => number = () => Date.now()): () => number {
  return () => {
    const now = real();
    const sinceMidnight = now - dayStart(PROVIDER_TIME_ZONE, dayOf(PROVIDER_TIME_ZONE, now));
    return sinceMidnight < HOUR_MS ? now + HOUR_MS : now;
  };
}

/** A server's clocks: its own (`now`) and the one its figures run to (`figuresNow`, `now` when not given). */
export interface MockClocks {
  now?: () => number;
  figuresNow?: () => number;
}

/**
 * `MOCK_CLOCK=fixed:<ISO instant>` (e.g. `fixed:2026-11-27T09:30:00+08:00`): a clock that starts at that instant
 * when the server starts and then runs at the real pace, so a browser test can see a given time of day (a
 * morning, with today partial) with the browser's clock set to the same instant (Playwright's page.clock).
 * `test`: the real clock, with the figures on figuresClock(). Anything else, or an instant that does not parse:
 * neither is set (the real clock for both).
 */
export function clocksFromEnv(value: string | undefined, real: () => number = () => Date.now()): MockClocks {
  if (value === 'test') return { figuresNow: figuresClock(real) };
  const m = /^fixed:(.+)$/.exec(value ?? '');
  if (!m) return {};
  const start = Date.parse(m[1]);
  if (Number.isNaN(start)) return {};
  const began = real();
  return { now: () => start + (real() - began) };
}
