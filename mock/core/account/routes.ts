/** My account: read, edit, change password. */
import type { AccountInfo } from '../../../src/contract/typings';
import { type RouteDef, post } from '../context';
import { LIMITS } from '../../../src/contract/limits';
import { isAccountTimeZone } from '../../../src/contract/timeZone';
import { duplicateError, validationError } from '../lib/envelope';
import { hashPassword, verifyPassword } from '../lib/hash';
import { randomHex } from '../lib/random';
import { EMAIL_RE, PHONE_RE, Validator, isBlank, isStrongPassword } from '../lib/validate';
import { accountInfoOf } from '../lib/views';

export const profileRoutes: RouteDef[] = [
  post('/media/find', { codes: ['AccountView'] }, (ctx) => {
    const result: AccountInfo = accountInfoOf(ctx.me);
    return { result };
  }),
  post('/media/update', { codes: ['AccountManage'] }, (ctx) => {
    const v = new Validator(ctx.body);
    const name = v.str('name', { max: LIMITS.personName, visible: true });
    const contact = v.str('contact', { max: LIMITS.contact });
    const email = v.str('email', { max: 254, pattern: EMAIL_RE, patternKey: 'invalidEmail' });
    const phone = v.str('phone', { max: 20, pattern: PHONE_RE, patternKey: 'invalidPhone' });
    const company = v.str('company', { max: LIMITS.company, visible: true });
    const timeZone = v.str('timeZone', { max: 64 });
    if (timeZone !== undefined && !isAccountTimeZone(timeZone)) v.fail('timeZone', 'invalidTimeZone');
    // Name and email may be omitted but not blanked.
    for (const f of ['name', 'email'] as const) {
      if (ctx.body[f] !== undefined && (typeof ctx.body[f] !== 'string' || !String(ctx.body[f]).trim()))
        v.fail(f, 'required');
    }
    v.done();
    const me = ctx.me;
    if (email !== undefined) {
      const other = ctx.db.accountByEmail(email);
      if (other && other.id !== me.id) throw duplicateError('email', 'emailTaken');
    }
    if (name !== undefined) me.name = name;
    if (email !== undefined) me.email = email;
    if (timeZone !== undefined) me.timeZone = timeZone;
    // Optional fields sent blank are cleared (omitted ones stay as they are).
    me.contact = contact ?? (isBlank(ctx.body.contact) ? '' : me.contact);
    me.phone = phone ?? (isBlank(ctx.body.phone) ? '' : me.phone);
    me.company = company ?? (isBlank(ctx.body.company) ? '' : me.company);
    return { result: accountInfoOf(me), msg: 'saved', changed: true };
  }),
  // Every signed-in user may change their own password (no menu code needed).
  post('/media/password/update', {}, (ctx) => {
    const v = new Validator(ctx.body);
    const oldPassword = v.str('oldPassword', { required: true, max: 64, trim: false });
    const newPassword = v.str('newPassword', { required: true, max: 64, trim: false });
    if (newPassword !== undefined && !isStrongPassword(newPassword)) v.fail('newPassword', 'weakPassword');
    v.done();
    const me = ctx.me;
    if (!verifyPassword(oldPassword as string, me.salt, me.passwordHash))
      throw validationError({ oldPassword: { key: 'wrongOldPassword' } });
    if (oldPassword === newPassword) throw validationError({ newPassword: { key: 'samePassword' } });
    me.salt = randomHex(16);
    me.passwordHash = hashPassword(newPassword as string, me.salt);
    ctx.s.auth.revokeAccount(me.id);
    return { result: null, msg: 'passwordChanged', changed: true };
  }),
];
