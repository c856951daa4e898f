import { isTimeZone } from '@/contract/timeZone';
import type { Browser, Os, SessionEnd as WireSessionEnd } from '@/contract/typings';
import { BROWSERS, OSES, SESSION_END_REASONS } from '@/contract/values';
import { local } from './storage';

/**
 * Why the server ended this browser's session (the `sessionEnd` of a 401/406
 * answer, docs/session.md): kept in local storage until the next sign-in, so
 * the login page of this tab, and of the other tabs that follow it out, can
 * say what happened. The server's answer is untrusted: only a known reason, a
 * real date and a time zone Intl knows are kept.
 */
export type SessionEnd = WireSessionEnd;
export type SessionEndReason = SessionEnd['reason'];

const KEY = 'mc_session_end';
/** A reason older than this is stale: the login page no longer shows it. */
export const SESSION_END_SHOWN_MS = 60 * 60 * 1000;
const REASONS: readonly string[] = SESSION_END_REASONS;
const BROWSER_NAMES: readonly string[] = BROWSERS;
const OS_NAMES: readonly string[] = OSES;
const PLACE_MAX = 100;

/** The device that took the session's place (issue 52): known families only, a short place or none. */
function parseDevice(value: unknown): SessionEnd['by'] {
  if (typeof value !== 'object' || value === null) return undefined;
  const v = value as Record<string, unknown>;
  if (typeof v.browser !== 'string' || !BROWSER_NAMES.includes(v.browser)) return undefined;
  if (typeof v.os !== 'string' || !OS_NAMES.includes(v.os)) return undefined;
  const place = typeof v.place === 'string' && v.place.trim() && v.place.length <= PLACE_MAX ? v.place : null;
  return { browser: v.browser as Browser, os: v.os as Os, place };
}

/** The `sessionEnd` of a server answer, or null when absent or malformed. */
export function parseSessionEnd(value: unknown): SessionEnd | null {
  if (typeof value !== 'object' || value === null) return null;
  const v = value as Record<string, unknown>;
  if (typeof v.reason !== 'string' || !REASONS.includes(v.reason)) return null;
  if (typeof v.at !== 'string' || v.at.length > 40 || Number.isNaN(Date.parse(v.at))) return null;
  const by = v.reason === 'displaced' ? parseDevice(v.by) : undefined;
  return {
    reason: v.reason as SessionEndReason,
    at: new Date(Date.parse(v.at)).toISOString(),
    timeZone: isTimeZone(v.timeZone) ? v.timeZone : 'UTC',
    ...(by ? { by } : {}),
  };
}

export function recordSessionEnd(end: SessionEnd, now: number = Date.now()): void {
  local.set(KEY, JSON.stringify({ ...end, savedAt: now }));
}

/** The last recorded reason, unless it is older than SESSION_END_SHOWN_MS. */
export function readSessionEnd(now: number = Date.now()): SessionEnd | null {
  const stored = local.getJSON(
    KEY,
    (v): v is SessionEnd & { savedAt: number } =>
      typeof v === 'object' && v !== null && typeof (v as { savedAt?: unknown }).savedAt === 'number',
  );
  if (!stored || now - stored.savedAt > SESSION_END_SHOWN_MS || stored.savedAt > now + 60_000) return null;
  return parseSessionEnd(stored);
}

export function clearSessionEnd(): void {
  local.remove(KEY);
}
