/**
 * Extension (issue 20): forgot password. A 6-digit code goes to the address
 * (the mock's mailbox) with the same answer whether or not an account uses
 * it, so nobody can probe which addresses have accounts; the code, valid 10
 * minutes, once, 5 wrong tries, sets a new password of the usual strength and
 * ends every session of the account.
 */
import { type RouteDef, post } from '../context';
import { bizError } from '../lib/envelope';
import { hashPassword } from '../lib/hash';
import { checkEmailCode } from '../lib/emailCodes';
import { randomHex } from '../lib/random';
import { isStrongPassword } from '../lib/validate';
import { codeFor, readEmailBody, sendCodeRoute } from './rules/byEmail';

export const passwordResetRoutes: RouteDef[] = [
  sendCodeRoute('/media/password/reset/send', 'reset', 'resetSent'),
  post('/media/password/reset', { auth: 'none' }, (ctx) => {
    const { email, code, v } = readEmailBody(ctx, true);
    const newPassword = v.str('newPassword', { required: true, max: 64, trim: false });
    if (newPassword !== undefined && !isStrongPassword(newPassword)) v.fail('newPassword', 'weakPassword');
    v.done();
    // Reset codes of this account only (a sign-in code never resets). A wrong try is kept at once: five spend it.
    const { to, account } = codeFor(ctx, 'reset', email);
    const rec = checkEmailCode(ctx, to, code, () => ctx.s.changed());
    // An address without an account answers like a wrong code: nothing tells the two apart.
    if (!account) throw bizError(4010, 'emailCodeWrong', undefined, 'no account uses this email');
    rec.used = true;
    account.salt = randomHex(16);
    account.passwordHash = hashPassword(newPassword as string, account.salt);
    ctx.s.auth.revokeAccount(account.id);
    ctx.actor = account;
    return { result: null, msg: 'passwordReset', changed: true };
  }),
];
