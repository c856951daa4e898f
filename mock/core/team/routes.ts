/**
 * Sub-accounts and what may be granted to them. A caller grants only codes
 * it holds itself and only apps in its own data scope that belong to its
 * publisher, so a sub-account can never escalate.
 */
import type {
  EnabledStatus,
  MenuCode,
  PermissionGroup,
  PermissionItem,
  SubAccount,
} from '../../../src/contract/typings';
import { type RouteDef, post } from '../context';
import { hashPassword } from '../lib/hash';
import { t } from '../lib/i18n';
import { matchesKeyword, pageQuery, paginate, sortBy } from '../lib/paging';
import { PERMISSION_GROUPS, codeKind } from '../lib/permissions';
import { randomHex } from '../lib/random';
import { EMAIL_RE, PHONE_RE, Validator, isBlank, isStrongPassword, readId } from '../lib/validate';
import { subAccountOf } from '../lib/views';
import { ENABLED_STATUSES as STATUSES, SUB_ACCOUNT_SORT_FIELDS } from '../../../src/contract/values';
import { LIMITS } from '../../../src/contract/limits';
import type { AccountRecord } from '../state';
import {
  checkFreeAccountName,
  checkGrants,
  checkUniqueEmail,
  editable,
  grantableApps,
  grantableCodes,
  mySubAccounts,
  readAccountName,
} from './rules';

export const subAccountRoutes: RouteDef[] = [
  post('/media/subAccount/list/get', {}, (ctx) => {
    const q = pageQuery(ctx.body, SUB_ACCOUNT_SORT_FIELDS, {
      sortField: 'id',
      sortOrder: 'descend',
    });
    const status = STATUSES.includes(ctx.body.status as EnabledStatus) ? ctx.body.status : undefined;
    const rows = mySubAccounts(ctx).filter(
      (a) => (!status || a.status === status) && matchesKeyword(ctx.body.keyword, a.account_name, a.name, a.email),
    );
    const sorted = sortBy(rows, q, (a, f) =>
      f === 'id' ? a.id : f === 'account_name' ? a.account_name : f === 'createdAt' ? a.createdAt : a.lastLoginAt,
    );
    const page = paginate(sorted, q);
    return { result: { ...page, list: page.list.map((a) => subAccountOf(a, ctx.db)) } };
  }),
  post('/media/subAccount/create', {}, (ctx) => {
    const v = new Validator(ctx.body);
    const account_name = readAccountName(v);
    const password = v.str('password', { required: true, max: 64, trim: false });
    if (password !== undefined && !isStrongPassword(password)) v.fail('password', 'weakPassword');
    const name = v.str('name', { required: true, max: LIMITS.personName, visible: true });
    const email = v.str('email', { max: 254, pattern: EMAIL_RE, patternKey: 'invalidEmail' });
    const phone = v.str('phone', { max: 20, pattern: PHONE_RE, patternKey: 'invalidPhone' });
    const remark = v.str('remark', { max: LIMITS.remark });
    const status = v.oneOf('status', STATUSES);
    const { codes, appIds, allApps } = checkGrants(ctx, v, true);
    v.done();
    checkFreeAccountName(ctx, account_name as string);
    checkUniqueEmail(ctx, email);
    const me = ctx.me;
    const salt = randomHex(16);
    const rec: AccountRecord = {
      id: ctx.db.nextId('account'),
      account_name: account_name as string,
      name: name as string,
      contact: name as string,
      email: email ?? '',
      phone: phone ?? '',
      company: me.company,
      currency: me.currency,
      timeZone: me.timeZone,
      access: 'user',
      parentId: ctx.db.publisherIdOf(me),
      menuCodes: codes as MenuCode[],
      appIds: allApps ? [] : (appIds as number[]),
      allApps: !!allApps,
      status: status ?? 'enabled',
      salt,
      passwordHash: hashPassword(password as string, salt),
      remark: remark ?? '',
      createdAt: ctx.now(),
      lastLoginAt: null,
    };
    ctx.db.addAccount(rec);
    const result: SubAccount = subAccountOf(rec, ctx.db);
    return { result, msg: 'created', changed: true };
  }),
  post('/media/subAccount/update', {}, (ctx) => {
    const target = editable(ctx, readId(ctx.body));
    const v = new Validator(ctx.body);
    const password = v.str('password', { max: 64, trim: false });
    if (password !== undefined && !isStrongPassword(password)) v.fail('password', 'weakPassword');
    const name = v.str('name', { max: LIMITS.personName, visible: true });
    if (ctx.body.name !== undefined && name === undefined) v.fail('name', 'required');
    const email = v.str('email', { max: 254, pattern: EMAIL_RE, patternKey: 'invalidEmail' });
    const phone = v.str('phone', { max: 20, pattern: PHONE_RE, patternKey: 'invalidPhone' });
    const remark = v.str('remark', { max: LIMITS.remark });
    const status = v.oneOf('status', STATUSES);
    const { codes, appIds, allApps } = checkGrants(ctx, v, false);
    v.done();
    checkUniqueEmail(ctx, email, target.id);
    if (name !== undefined) target.name = name;
    if (email !== undefined) target.email = email;
    if (isBlank(ctx.body.email)) target.email = '';
    if (phone !== undefined) target.phone = phone;
    if (isBlank(ctx.body.phone)) target.phone = '';
    if (remark !== undefined) target.remark = remark;
    if (isBlank(ctx.body.remark)) target.remark = '';
    if (codes) target.menuCodes = codes;
    if (appIds) target.appIds = appIds;
    if (allApps !== undefined) target.allApps = allApps;
    let revoke = false;
    if (status !== undefined) {
      revoke = status === 'disabled' && target.status !== 'disabled';
      target.status = status;
    }
    if (password !== undefined) {
      target.salt = randomHex(16);
      target.passwordHash = hashPassword(password, target.salt);
      revoke = true;
    }
    if (revoke) ctx.s.auth.revokeAccount(target.id);
    return { result: subAccountOf(target, ctx.db), msg: 'saved', changed: true };
  }),
  post('/media/subAccount/del', {}, (ctx) => {
    const v = new Validator(ctx.body);
    // Accept { ids: [...] } or { id }.
    const ids =
      ctx.body.ids === undefined && ctx.body.id !== undefined
        ? [v.id() as number]
        : v.ids('ids', { required: true, max: 100 });
    v.done();
    const targets = (ids as number[]).map((id) => editable(ctx, id));
    for (const t of targets) {
      ctx.s.auth.revokeAccount(t.id);
      ctx.db.removeAccount(t.id);
    }
    return { result: { deleted: targets.map((t) => t.id) }, msg: 'deleted', changed: true };
  }),
  post('/media/permission/list/get', {}, (ctx) => {
    const result: PermissionItem[] = grantableCodes(ctx.me).map((code) => ({
      code,
      name: t(ctx.lang, `menu.${code}`),
      kind: codeKind(code),
      grantable: true,
    }));
    return { result };
  }),
  post('/media/permission/tree', {}, (ctx) => {
    const mine = grantableCodes(ctx.me);
    const result: PermissionGroup[] = PERMISSION_GROUPS.map((g) => ({
      key: g.key,
      name: t(ctx.lang, g.nameKey),
      children: g.codes.map((code) => ({
        code,
        name: t(ctx.lang, `menu.${code}`),
        kind: codeKind(code),
        grantable: mine.includes(code),
      })),
    }));
    return { result };
  }),
  {
    method: 'POST',
    path: '/media/permission/dataScope/list',
    auth: 'token',
    handler: (ctx) => ({ result: grantableApps(ctx) }),
  },
];
