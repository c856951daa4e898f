import Cookies from 'js-cookie';

/**
 * Guarded access to local storage and cookies. Storage can be full, disabled
 * (private mode) or tampered with; none of that may crash the console, so
 * every read falls back to null and every write is best effort.
 */
export const local = {
  get(key: string): string | null {
    try {
      return window.localStorage.getItem(key);
    } catch {
      return null;
    }
  },
  set(key: string, value: string): void {
    try {
      window.localStorage.setItem(key, value);
    } catch {
      /* quota or disabled storage: the session still works in memory for this page */
    }
  },
  remove(key: string): void {
    try {
      window.localStorage.removeItem(key);
    } catch {
      /* see set() */
    }
  },
  getJSON<T>(key: string, guard: (v: unknown) => v is T): T | null {
    const raw = local.get(key);
    if (raw === null || raw === '') return null;
    try {
      const parsed: unknown = JSON.parse(raw);
      return guard(parsed) ? parsed : null;
    } catch {
      return null;
    }
  },
  getNumber(key: string): number | null {
    const raw = local.get(key);
    if (raw === null || raw.trim() === '') return null;
    const n = Number(raw);
    return Number.isFinite(n) ? n : null;
  },
};

const cookieAttrs = (): Cookies.CookieAttributes => ({
  path: '/',
  sameSite: 'strict',
  secure: typeof window !== 'undefined' && window.location.protocol === 'https:',
});

export const cookie = {
  get(key: string): string | null {
    return Cookies.get(key) ?? null;
  },
  set(key: string, value: string, days?: number): void {
    Cookies.set(key, value, { ...cookieAttrs(), ...(days ? { expires: days } : {}) });
  },
  remove(key: string): void {
    Cookies.remove(key, { path: '/' });
  },
};
