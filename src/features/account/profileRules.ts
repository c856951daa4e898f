import { PROVIDER_TIME_ZONE } from '@/contract/timeZone';

/** Client-side copies of the server's field rules (docs/api.md, Account). */
export const EMAIL_RE = /^[^\s@<>()]+@[^\s@<>()]+\.[A-Za-z]{2,}$/;
/** `+` and 6-20 digits, spaces or dashes. */
export const PHONE_RE = /^\+?[0-9][0-9 -]{5,19}$/;

const FALLBACK_ZONES = [
  'UTC',
  PROVIDER_TIME_ZONE,
  'Asia/Hong_Kong',
  'Asia/Singapore',
  'Asia/Tokyo',
  'Asia/Kolkata',
  'Asia/Dubai',
  'Europe/London',
  'Europe/Berlin',
  'Europe/Paris',
  'America/New_York',
  'America/Chicago',
  'America/Los_Angeles',
  'America/Sao_Paulo',
  'Australia/Sydney',
];

/**
 * IANA zones for the picker: the browser's list where it has one (region/city
 * names and UTC, which the server accepts), plus the account's current zone.
 */
export function timeZoneOptions(current?: string): { value: string; label: string }[] {
  let zones: string[] = FALLBACK_ZONES;
  try {
    const all = Intl.supportedValuesOf?.('timeZone');
    if (all?.length) zones = ['UTC', ...all.filter((z) => z.includes('/'))];
  } catch {
    // older engines: the short list above
  }
  const set = new Set(zones);
  if (current) set.add(current);
  return [...set].map((z) => ({ value: z, label: z }));
}
