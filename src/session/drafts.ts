import { local } from './storage';
import { getUserInfo } from './user';

/**
 * Form drafts that outlive the session (SPEC "no data lost"): a form saves
 * what the user typed as they type, so a session that ends mid-form (expiry,
 * 401/406, another tab signing out) loses nothing; after signing in again as
 * the same account the form offers it back. Drafts are per account, expire
 * after a week, and never hold a password or secret: those fields are
 * dropped before anything is written.
 */
const PREFIX = 'mc_draft:';
export const DRAFT_TTL_MS = 7 * 24 * 3600 * 1000;
const SECRET_FIELD = /pass(word)?|pwd|secret|captcha|verif(y|ication)?code|emailcode/i;

interface Stored<T> {
  savedAt: number;
  values: T;
}

function keyFor(formId: string, account = getUserInfo()?.account_name): string | null {
  return account ? `${PREFIX}${account}:${formId}` : null;
}

/** Removes password-like fields at any depth. */
export function withoutSecrets<T>(values: T): T {
  if (Array.isArray(values)) return values.map((v) => withoutSecrets(v)) as unknown as T;
  if (values === null || typeof values !== 'object') return values;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(values as Record<string, unknown>)) {
    if (SECRET_FIELD.test(k)) continue;
    out[k] = withoutSecrets(v);
  }
  return out as T;
}

function isEmpty(values: unknown): boolean {
  if (values === null || values === undefined || values === '') return true;
  if (Array.isArray(values)) return values.every(isEmpty);
  if (typeof values === 'object') return Object.values(values as object).every(isEmpty);
  return false;
}

export function saveDraft<T>(formId: string, values: T, now = Date.now()): void {
  const key = keyFor(formId);
  if (!key) return;
  const clean = withoutSecrets(values);
  if (isEmpty(clean)) {
    local.remove(key);
    return;
  }
  local.set(key, JSON.stringify({ savedAt: now, values: clean } satisfies Stored<T>));
}

export function loadDraft<T>(formId: string, now = Date.now()): { savedAt: number; values: T } | null {
  const key = keyFor(formId);
  if (!key) return null;
  const stored = local.getJSON(
    key,
    (v): v is Stored<T> =>
      typeof v === 'object' && v !== null && typeof (v as Stored<T>).savedAt === 'number' && 'values' in v,
  );
  if (!stored) return null;
  if (now - stored.savedAt > DRAFT_TTL_MS) {
    local.remove(key);
    return null;
  }
  return stored;
}

export function clearDraft(formId: string): void {
  const key = keyFor(formId);
  if (key) local.remove(key);
}
