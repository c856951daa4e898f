/** Issue 28: security settings ask again for the signed-in account's password. */
import type { Ctx } from '../../context';
import { validationError } from '../../lib/envelope';
import { verifyPassword } from '../../lib/hash';

/** A wrong password is the `password` field's error (4001), so the dialog shows it under the field. */
export function confirmPassword(ctx: Ctx, password: string): void {
  const me = ctx.me;
  if (!verifyPassword(password, me.salt, me.passwordHash))
    throw validationError({ password: { key: 'passwordWrong' } });
}
