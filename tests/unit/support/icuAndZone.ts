/**
 * The two things a browser decides that a date on the wire must not depend on
 * (issue 35): the ICU data behind Intl (WebKit with the system's ICU writes
 * `en-CA` as M/D/YYYY, where Chromium and Firefox write YYYY-MM-DD) and the
 * browser's own time zone.
 */

/** How Intl.DateTimeFormat writes dates: as this runtime does, or M/D/YYYY (en-US's pattern) for some or all locales. */
export type IcuBehaviour = 'native' | 'en-CA as M/D/YYYY' | 'M/D/YYYY everywhere';
export const ICU_BEHAVIOURS: IcuBehaviour[] = ['native', 'en-CA as M/D/YYYY', 'M/D/YYYY everywhere'];

/**
 * Makes `new Intl.DateTimeFormat(...)` behave as the given ICU does: the locales that
 * fall back read en-US's patterns, their parts stay what they are. Returns the undo.
 */
export function stubIcu(behaviour: IcuBehaviour): () => void {
  const Real = Intl.DateTimeFormat;
  if (behaviour === 'native') return () => undefined;
  const fallsBack = (locale: string) => behaviour === 'M/D/YYYY everywhere' || /^(en-CA|sv-SE|fr-CA)\b/i.test(locale);
  function Stub(locales?: string | string[], options?: Intl.DateTimeFormatOptions) {
    const first = [locales ?? []].flat()[0] ?? 'en-US';
    return new Real(fallsBack(first) ? 'en-US' : locales, options);
  }
  Stub.supportedLocalesOf = Real.supportedLocalesOf.bind(Real);
  Stub.prototype = Real.prototype;
  Object.defineProperty(Intl, 'DateTimeFormat', { value: Stub, configurable: true, writable: true });
  return () => Object.defineProperty(Intl, 'DateTimeFormat', { value: Real, configurable: true, writable: true });
}

/**
 * Puts this test process in an IANA zone (as a browser in Tokyo would be) and returns the undo. Jest hands a test
 * a copy of `process.env`, which Node does not watch; the worker's own process is reached through a function made
 * in the worker's realm, whose `process` is the real one (Node resets its zone cache when that `TZ` changes).
 */
export function inTimeZone(zone: string): () => void {
  // eslint-disable-next-line @typescript-eslint/no-var-requires, no-new-func
  const realProcess = require('node:util').inspect.constructor('return process')() as NodeJS.Process;
  const before = realProcess.env.TZ;
  realProcess.env.TZ = zone;
  return () => {
    if (before === undefined) delete realProcess.env.TZ;
    else realProcess.env.TZ = before;
  };
}
