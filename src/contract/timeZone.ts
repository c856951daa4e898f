/**
 * Time zone names, one rule for console and mock (issue 29): a zone is a name
 * the platform's Intl knows, at most 64 characters (the contract's
 * ReportTimeZone). An account's own zone is stricter (AccountUpdateParams):
 * a region/city name or UTC, not an alias such as `EST`.
 */
export { PROVIDER_TIME_ZONE } from './constants';

const known = new Map<string, boolean>();

/** A zone Intl knows (an IANA name such as America/Los_Angeles, or UTC). */
export function isTimeZone(value: unknown): value is string {
  if (typeof value !== 'string' || value.length === 0 || value.length > 64) return false;
  let ok = known.get(value);
  if (ok === undefined) {
    try {
      new Intl.DateTimeFormat('en-US', { timeZone: value });
      ok = true;
    } catch {
      ok = false;
    }
    known.set(value, ok);
  }
  return ok;
}

/** A zone an account may name as its own: a region/city name or UTC. */
export function isAccountTimeZone(value: unknown): value is string {
  return isTimeZone(value) && (value.includes('/') || value === 'UTC');
}
