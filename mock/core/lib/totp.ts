/**
 * Authenticator apps (issue 28): time-based one-time passwords (RFC 6238: SHA-1, 6 digits, 30 s) with the
 * `otpauth` library, and the single-use recovery codes that stand in for a lost phone.
 */
import { Secret, TOTP } from 'otpauth';
import { hashPassword, safeEqual } from './hash';
import { randomBytes, randomHex } from './random';

export const TOTP_ISSUER = 'Media Console';
const PERIOD_S = 30;
export const RECOVERY_COUNT = 10;

/** A new 160-bit secret (RFC 4226's recommended length), in base32 as apps take it. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

function totpOf(secret: string, label: string): TOTP {
  return new TOTP({
    issuer: TOTP_ISSUER,
    label,
    secret: Secret.fromBase32(secret),
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD_S,
  });
}

/** The `otpauth://totp/…` address the QR code carries. */
export function otpauthUri(secret: string, label: string): string {
  return totpOf(secret, label).toString();
}

/**
 * The time step that `code` belongs to when it is right within one step either side of `now` (clock drift), else
 * null. The caller refuses a step at or before the last one used: a code works once.
 */
export function totpStep(secret: string, code: string, now: number): number | null {
  const delta = totpOf(secret, 'check').validate({ token: code, timestamp: now, window: 1 });
  return delta === null ? null : Math.floor(now / 1000 / PERIOD_S) + delta;
}

// No 0/o, 1/l/i: a code read off paper is typed right.
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

function recoveryCode(): string {
  let s = '';
  while (s.length < 10) {
    const b = randomBytes(1)[0];
    // 248 = 8 × 31: rejection sampling keeps every letter equally likely.
    if (b < 248) s += ALPHABET[b % ALPHABET.length];
  }
  return `${s.slice(0, 5)}-${s.slice(5)}`;
}

/** Spaces, dashes and case do not matter when a recovery code is typed. */
export function normalizeRecovery(code: string): string {
  return code.toLowerCase().replace(/[\s-]/g, '');
}

export interface RecoverySet {
  salt: string;
  codes: { hash: string; used: boolean }[];
}

/** Ten new codes: the caller shows `shown` once; the state keeps only the salted hashes. */
export function newRecoveryCodes(): { shown: string[]; stored: RecoverySet } {
  const salt = randomHex(16);
  const shown = Array.from({ length: RECOVERY_COUNT }, recoveryCode);
  return {
    shown,
    stored: { salt, codes: shown.map((c) => ({ hash: hashPassword(normalizeRecovery(c), salt), used: false })) },
  };
}

/** Spends the matching unused code; false when none matches. */
export function spendRecoveryCode(set: RecoverySet, code: string): boolean {
  const hash = hashPassword(normalizeRecovery(code), set.salt);
  const hit = set.codes.find((c) => !c.used && safeEqual(c.hash, hash));
  if (!hit) return false;
  hit.used = true;
  return true;
}
