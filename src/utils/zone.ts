/**
 * The console's active time zone: the account's (My account). Every date and
 * time on screen is shown in it and every report asks for its days in it.
 * As src/utils/locale.ts does for the locale, the session layer wires the
 * source in (src/app.tsx), so shared formatting depends on nothing above it.
 */

import { PROVIDER_TIME_ZONE } from '@/contract/timeZone';

/** The provider's zone (the contract's): the fallback until the sign-in names the account's. */
export { PROVIDER_TIME_ZONE };

let source: () => string = () => PROVIDER_TIME_ZONE;

export function setTimeZoneSource(read: () => string): void {
  source = read;
}

/** The zone every date and time on screen is shown in: the account's. */
export function activeTimeZone(): string {
  return source();
}
