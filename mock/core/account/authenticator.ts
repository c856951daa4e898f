/**
 * Extension (issue 28): the authenticator app of the signed-in account. Set-up asks for the password and shows a
 * new secret (QR code and text); a current code from the app confirms it, turns two-step sign-in on and answers ten
 * recovery codes, shown this once (only their hashes are kept). Removing it or replacing the recovery codes asks for
 * the password again.
 */
import type { AuthenticatorSetup, RecoveryCodes, TwoStepSettings } from '../../../src/contract/typings';
import { type RouteDef, post } from '../context';
import { validationError } from '../lib/envelope';
import { newRecoveryCodes, newTotpSecret, otpauthUri, totpStep } from '../lib/totp';
import { Validator } from '../lib/validate';
import { confirmBodyPassword } from '../signIn/rules/reauth';
import { settingsOf } from '../signIn/rules/twoStep';

/** How long a secret shown for set-up waits for its first code. */
const SETUP_TTL_MS = 10 * 60 * 1000;

export const authenticatorRoutes: RouteDef[] = [
  post('/media/security/authenticator/setup', {}, (ctx) => {
    confirmBodyPassword(ctx);
    const me = ctx.me;
    const secret = newTotpSecret();
    me.authenticatorPending = { secret, expiresAt: ctx.now() + SETUP_TTL_MS };
    const result: AuthenticatorSetup = {
      secret,
      uri: otpauthUri(secret, me.account_name),
      expiresIn: SETUP_TTL_MS / 1000,
    };
    return { result, changed: true };
  }),
  post('/media/security/authenticator/enable', {}, (ctx) => {
    const v = new Validator(ctx.body);
    const code = v.str('code', { required: true, pattern: /^\d{6}$/, patternKey: 'authenticatorCodeWrong' });
    v.done();
    const me = ctx.me;
    const now = ctx.now();
    const pending = me.authenticatorPending;
    if (!pending || pending.expiresAt <= now) throw validationError({ code: { key: 'authenticatorSetupExpired' } });
    const step = totpStep(pending.secret, code as string, now);
    if (step === null) throw validationError({ code: { key: 'authenticatorCodeWrong' } });
    const { shown, stored } = newRecoveryCodes();
    me.authenticator = { secret: pending.secret, addedAt: now, lastStep: step, recovery: stored };
    delete me.authenticatorPending;
    me.twoStep = true;
    // Browsers trusted before were trusted on an emailed code: from now on trust is earned with the app.
    ctx.db.state.trusted = ctx.db.state.trusted.filter((t) => t.accountId !== me.id);
    const result: RecoveryCodes = { recoveryCodes: shown };
    return { result, msg: 'authenticatorAdded', changed: true };
  }),
  post('/media/security/authenticator/remove', {}, (ctx) => {
    confirmBodyPassword(ctx);
    // Two-step sign-in stays as it was: the emailed code takes over.
    delete ctx.me.authenticator;
    const result: TwoStepSettings = settingsOf(ctx);
    return { result, msg: 'authenticatorRemoved', changed: true };
  }),
  post('/media/security/recoveryCodes/renew', {}, (ctx) => {
    confirmBodyPassword(ctx);
    const auth = ctx.me.authenticator;
    if (!auth) throw validationError({ password: { key: 'authenticatorMissing' } });
    // They are kept hashed: "view" shows a new set, and the old set stops working.
    const { shown, stored } = newRecoveryCodes();
    auth.recovery = stored;
    const result: RecoveryCodes = { recoveryCodes: shown };
    return { result, changed: true };
  }),
];
