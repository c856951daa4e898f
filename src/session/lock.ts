import { KEYS } from './constants';
import { local } from './storage';

const LOCK_TTL_MS = 15000;

function webLocks(): LockManager | undefined {
  const locks = typeof navigator !== 'undefined' ? (navigator as Navigator & { locks?: LockManager }).locks : undefined;
  return locks?.request ? locks : undefined;
}

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
  const locks = webLocks();
  if (locks) {
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

let releaseAnnounced: (() => void) | null = null;

/**
 * Publishes `value` (the expiry of a token just refreshed) in the name of a
 * Web Lock this tab holds until its next announcement or until it closes.
 *
 * Why a lock and not only local storage: another tab's copy of local storage
 * can lag a moment behind this tab's write, so a tab that takes the refresh
 * lock right after this one let it go could still read the old expiry and
 * refresh a second time. The lock manager is one, ordered queue for the
 * origin: what was held before the refresh lock was released is seen by
 * whoever takes it next (`announced`). Call it while holding the refresh lock.
 */
export async function announce(prefix: string, value: number): Promise<void> {
  const locks = webLocks();
  if (!locks) return;
  const previous = releaseAnnounced;
  // Only a guard against a second refresh: if the lock manager fails, local storage still tells the others.
  await new Promise<void>((settled) => {
    locks
      .request(
        `${prefix}${value}`,
        () =>
          new Promise<void>((release) => {
            releaseAnnounced = release;
            settled();
          }),
      )
      .catch(() => settled());
  });
  if (releaseAnnounced !== previous) previous?.();
}

/** The highest value any open tab has `announce`d under `prefix`, or null. */
export async function announced(prefix: string): Promise<number | null> {
  const locks = webLocks();
  if (!locks?.query) return null;
  const { held = [] } = await locks.query().catch((): LockManagerSnapshot => ({}));
  let best: number | null = null;
  for (const { name } of held) {
    if (!name?.startsWith(prefix)) continue;
    const value = Number(name.slice(prefix.length));
    if (Number.isFinite(value) && (best === null || value > best)) best = value;
  }
  return best;
}
