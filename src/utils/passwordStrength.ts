/**
 * Password rules and strength, shared by the change-password form and the
 * sub-account form. The rules are the server's (docs/api.md: 8 to 64
 * characters with letters and digits); the strength meter adds advice on
 * top of them and never blocks a password the server would accept.
 */

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 64;
/** From this length a valid password counts one step stronger. */
export const PASSWORD_LONG_LENGTH = 12;

export type PasswordRule = 'length' | 'letter' | 'digit';
export type PasswordStrength = 'weak' | 'medium' | 'strong';

/** The rules in display order; each must hold for the server to accept the password. */
export const PASSWORD_RULES: readonly PasswordRule[] = ['length', 'letter', 'digit'];

const CHECKS: Record<PasswordRule, (pw: string) => boolean> = {
  length: (pw) => pw.length >= PASSWORD_MIN_LENGTH && pw.length <= PASSWORD_MAX_LENGTH,
  letter: (pw) => /[A-Za-z]/.test(pw),
  digit: (pw) => /\d/.test(pw),
};

export interface PasswordCheck {
  /** Every rule, in PASSWORD_RULES order, with whether it holds. */
  rules: { rule: PasswordRule; ok: boolean }[];
  /** All rules hold: the server accepts it. */
  valid: boolean;
  strength: PasswordStrength;
}

/** A password made of one repeated character or a plain run ("aaaaaaa1", "12345678a"). */
function isPredictable(pw: string): boolean {
  const lower = pw.toLowerCase();
  if (/^(.)\1+\d*$/.test(lower) || /^(.)\1+[a-z]*$/.test(lower)) return true;
  const runs = ['0123456789', 'abcdefghijklmnopqrstuvwxyz', 'qwertyuiop', 'asdfghjkl', 'password'];
  const core = lower.replace(/[^a-z0-9]/g, '');
  return runs.some((run) => {
    for (let len = Math.min(run.length, core.length); len >= 6; len -= 1) {
      for (let i = 0; i + len <= run.length; i += 1) if (core.includes(run.slice(i, i + len))) return true;
    }
    return false;
  });
}

/**
 * Checks a password against the rules and rates it:
 * - weak: a rule fails, or the password is predictable (a run such as
 *   "12345678", a repeated character) or contains one of `avoid` (e.g. the
 *   account name);
 * - medium: the rules hold and it has one extra: 12+ characters, upper and
 *   lower case, or a symbol;
 * - strong: the rules hold and it has at least two of those extras.
 * A valid password with no extra is weak: the server takes it, the meter
 * advises against it.
 */
export function checkPassword(pw: string, avoid: readonly (string | null | undefined)[] = []): PasswordCheck {
  const value = pw ?? '';
  const rules = PASSWORD_RULES.map((rule) => ({ rule, ok: CHECKS[rule](value) }));
  const valid = rules.every((r) => r.ok);
  const lower = value.toLowerCase();
  const containsAvoided = avoid.some((w) => !!w && w.length >= 3 && lower.includes(w.toLowerCase()));
  const extras = [
    value.length >= PASSWORD_LONG_LENGTH,
    /[a-z]/.test(value) && /[A-Z]/.test(value),
    /[^A-Za-z0-9]/.test(value),
  ].filter(Boolean).length;
  let strength: PasswordStrength = 'weak';
  if (valid && !containsAvoided && !isPredictable(value)) {
    if (extras >= 2) strength = 'strong';
    else if (extras === 1) strength = 'medium';
  }
  return { rules, valid, strength };
}

/** True when the server would accept the password. */
export function isAcceptablePassword(pw: string): boolean {
  return checkPassword(pw).valid;
}
