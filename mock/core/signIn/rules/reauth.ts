/** Issue 28: security settings (and the report API's secret) ask again for the signed-in account's password. */
import type { Ctx } from '../../context';
import { validationError } from '../../lib/envelope';
import { verifyPassword } from '../../lib/hash';
import type { MessageKey } from '../../lib/i18n';
import { Validator } from '../../lib/validate';

/** How a caller answers a wrong password: its message, and what else it keeps (a failed sign-in, say). */
export interface WrongPassword {
  key: MessageKey;
  onWrong?: () => void;
}

const WRONG: WrongPassword = { key: 'passwordWrong' };

/** The body's `password` field, read with the rest of `v`'s fields. */
export function passwordField(v: Validator): string | undefined {
  return v.str('password', { required: true, max: 100, trim: false });
}

/** A wrong password is the `password` field's error (4001), so the dialog shows it under the field. */
export function confirmPassword(ctx: Ctx, password: string, wrong: WrongPassword = WRONG): void {
  const me = ctx.me;
  if (!verifyPassword(password, me.salt, me.passwordHash)) {
    wrong.onWrong?.();
    throw validationError({ password: { key: wrong.key } });
  }
}

/** For a call whose body is only the password: reads it (4001 when missing) and confirms it. */
export function confirmBodyPassword(ctx: Ctx, wrong: WrongPassword = WRONG): void {
  const v = new Validator(ctx.body);
  const password = passwordField(v);
  v.done();
  confirmPassword(ctx, password as string, wrong);
}
