import { KEYS } from './constants';
import { local } from './storage';

const LOCK_TTL_MS = 15000;

/**
 * Runs `task` only if no other tab of this origin is running it, so that
 * several open tabs refresh the token once. Web Locks where available, else a
 * short-lived claim in local storage. Answers false when another tab holds it.
 */
export async function runExclusive(
  name: string,
  task: () => Promise<void>,
  nowMs: number = Date.now(),
): Promise<boolean> {
  const locks = typeof navigator !== 'undefined' ? (navigator as Navigator & { locks?: LockManager }).locks : undefined;
  if (locks?.request) {
    let ran = false;
    await locks.request(name, { ifAvailable: true }, async (lock) => {
      if (!lock) return;
      ran = true;
      await task();
    });
    return ran;
  }
  const held = local.getJSON(
    KEYS.refreshLock,
    (v): v is { id: string; until: number } =>
      typeof v === 'object' && v !== null && typeof (v as { until?: unknown }).until === 'number',
  );
  if (held && held.until > nowMs) return false;
  const id = Math.random().toString(36).slice(2);
  local.set(KEYS.refreshLock, JSON.stringify({ id, until: nowMs + LOCK_TTL_MS }));
  const mine = local.getJSON(KEYS.refreshLock, (v): v is { id: string } => typeof v === 'object' && v !== null);
  if (!mine || mine.id !== id) return false;
  try {
    await task();
  } finally {
    local.remove(KEYS.refreshLock);
  }
  return true;
}
