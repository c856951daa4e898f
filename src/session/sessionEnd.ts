import { isTimeZone } from '@/contract/timeZone';
import type { SessionEnd as WireSessionEnd } from '@/contract/typings';
import { SESSION_END_REASONS } from '@/contract/values';
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

/** The `sessionEnd` of a server answer, or null when absent or malformed. */
export function parseSessionEnd(value: unknown): SessionEnd | null {
  if (typeof value !== 'object' || value === null) return null;
  const v = value as Record<string, unknown>;
  if (typeof v.reason !== 'string' || !REASONS.includes(v.reason)) return null;
  if (typeof v.at !== 'string' || v.at.length > 40 || Number.isNaN(Date.parse(v.at))) return null;
  return {
    reason: v.reason as SessionEndReason,
    at: new Date(Date.parse(v.at)).toISOString(),
    timeZone: isTimeZone(v.timeZone) ? v.timeZone : 'UTC',
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
