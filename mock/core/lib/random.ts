/**
 * Randomness. Seeded PRNG for the deterministic seed data; the platform's
 * CSPRNG (globalThis.crypto, present in Node 20 and jsdom) for tokens, codes
 * and salts that must not be guessable.
 */

/** 32-bit FNV-1a: turns a label such as "traffic:2001" into a PRNG seed. */
export function hashString(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

export interface Rng {
  /** [0, 1) */
  next(): number;
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  chance(p: number): boolean;
  /** Roughly normal around 0 with sd 1 (sum of uniforms). */
  gauss(): number;
}

/** mulberry32: small, fast, good enough for fake data. */
export function createRng(seed: number | string): Rng {
  let a = typeof seed === 'string' ? hashString(seed) : seed >>> 0;
  const next = (): number => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    pick: (items) => items[Math.floor(next() * items.length)],
    chance: (p) => next() < p,
    gauss: () => next() + next() + next() + next() + next() + next() - 3,
  };
}

export function randomBytes(n: number): Uint8Array {
  const out = new Uint8Array(n);
  globalThis.crypto.getRandomValues(out);
  return out;
}

export function toHex(bytes: Uint8Array): string {
  let s = '';
  for (const b of bytes) s += b.toString(16).padStart(2, '0');
  return s;
}

export function randomHex(bytes: number): string {
  return toHex(randomBytes(bytes));
}

/** Uniform 6-digit code (rejection sampling avoids modulo bias). */
export function randomDigits(count: number): string {
  let s = '';
  while (s.length < count) {
    const b = randomBytes(1)[0];
    if (b < 250) s += String(b % 10);
  }
  return s;
}
