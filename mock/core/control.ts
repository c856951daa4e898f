/** QA control endpoints under /__mock/ (no token; never subject to faults). */
import type { BillingControlResult, MailboxNotice } from '../../src/contract/typings';
import type { MockSettings } from '../../src/contract/typings';
import { APP_CATEGORIES, EMAIL_CODE_PURPOSES, PLATFORMS } from '../../src/contract/values';
import type { MockAdRequest } from '../../src/contract/typings';
import { contractViolationLog, takeContractViolations } from '../contract/violations';
import { CREATIVE_CATEGORIES } from '../../src/contract/values';
import type { CreativeCategory } from '../../src/contract/typings';
import { passDeadlines, paymentRun, syncBilling } from './statements/rules/lifecycle';
import { nextRunMs } from './statements/rules/calendar';
import { type RouteDef, post } from './context';
import { iso } from './lib/dates';
import { Validator, EMAIL_RE } from './lib/validate';
import { webKey, type WebFile } from './lib/appAds';
import { iconSvg, STORE_ICON_PATH, type StoreRecord } from './lib/store';
import { isHttpUrl } from './lib/validate';
import { notFound } from './lib/envelope';
import { signedRewardCallback } from './lib/rewardCallback';
import { validationError } from './lib/envelope';
import { enforceRules } from './blocking/rules';
import type { MaterialRecord } from './state';
import { view } from './review/rules/material';
import { UNREVIEWED } from './review/seed';
import { unitIdOf } from './lib/views';
import { anomalyRoutes } from './anomalyControl';

export const controlRoutes: RouteDef[] = [
  ...anomalyRoutes,
  {
    method: 'GET',
    path: '/__mock/faults',
    auth: 'none',
    handler: (ctx) => ({ result: ctx.s.faults.list() }),
  },
  {
    method: 'POST',
    path: '/__mock/faults',
    auth: 'none',
    handler: (ctx) => ({ result: ctx.s.faults.add(ctx.body), msg: 'created' }),
  },
  {
    method: 'DELETE',
    path: '/__mock/faults',
    auth: 'none',
    handler: (ctx) => {
      ctx.s.faults.clear();
      return { result: [], msg: 'deleted' };
    },
  },
  // Several sessions side by side (the sessions list) without restarting the mock; a reset restores the default.
  post('/__mock/settings', { auth: 'none' }, (ctx) => {
    const v = new Validator(ctx.body);
    const limit = v.num('sessionLimit', { integer: true, min: 1, max: 100 });
    v.done();
    if (limit !== undefined) ctx.s.auth.setSessionLimit(limit);
    const result: MockSettings = { sessionLimit: ctx.s.auth.sessionLimit };
    return { result, msg: 'saved' };
  }),
  post('/__mock/reset', { auth: 'none' }, (ctx) => {
    ctx.s.reset();
    return { result: { seed: ctx.s.seed }, msg: 'saved' };
  }),
  {
    method: 'GET',
    path: '/__mock/mailbox',
    auth: 'none',
    handler: (ctx) => {
      const v = new Validator({ email: ctx.req.query.email, purpose: ctx.req.query.purpose });
      const email = v.str('email', { required: true, pattern: EMAIL_RE, patternKey: 'invalidEmail' });
      const purpose = v.oneOf('purpose', EMAIL_CODE_PURPOSES);
      v.done();
      const key = (email as string).toLowerCase();
      // Codes only (a notice carries none), of the purpose asked for if any; a code from before issue 28 has none.
      const last = [...ctx.db.state.mailbox]
        .reverse()
        .find((m) => m.email === key && m.kind !== 'notice' && m.purpose && (!purpose || m.purpose === purpose));
      return {
        result: last
          ? {
              email: last.email,
              code: last.code,
              sentAt: iso(last.sentAt),
              expiresAt: iso(last.expiresAt),
              used: last.used,
              expired: last.expiresAt <= ctx.now(),
              purpose: last.purpose!,
              subject: last.subject ?? '',
              text: last.text ?? '',
            }
          : null,
      };
    },
  },
  {
    // Notices (no code) the mock mailed, newest first: e.g. the bank account change of /media/payment/profile/update.
    method: 'GET',
    path: '/__mock/notices',
    auth: 'none',
    handler: (ctx) => {
      const v = new Validator({ email: ctx.req.query.email });
      const email = v.str('email', { required: true, pattern: EMAIL_RE, patternKey: 'invalidEmail' });
      v.done();
      const key = (email as string).toLowerCase();
      const result: MailboxNotice[] = ctx.db.state.mailbox
        .filter((m) => m.email === key && m.kind === 'notice')
        .reverse()
        .map((m) => ({ email: m.email, subject: m.subject ?? '', text: m.text ?? '', sentAt: iso(m.sentAt) }));
      return { result };
    },
  },
  // The billing calendar on demand: pass every pending statement's deadline, or run the payment run, now.
  post('/__mock/billing', { auth: 'none' }, (ctx) => {
    const v = new Validator(ctx.body);
    const action = v.oneOf('action', ['deadline', 'paymentRun', 'unfreeze'] as const, true);
    v.done();
    const b = { db: ctx.db, tr: ctx.s.traffic(), now: ctx.now() };
    const result: BillingControlResult = { confirmed: [], paid: [] };
    if (action === 'unfreeze') {
      // Support releases the payouts "This was not me" froze (issue 28); a hold still running stays.
      result.unfrozen = [];
      for (const p of ctx.db.state.paymentProfiles)
        if (p.frozenAt !== undefined) {
          delete p.frozenAt;
          result.unfrozen.push(String(p.publisherId));
        }
      return { result, msg: 'saved', changed: true };
    }
    for (const rec of ctx.db.state.billing) {
      const pub = ctx.db.account(rec.publisherId);
      if (!pub) continue;
      syncBilling(b, pub);
      if (action === 'deadline') {
        for (const r of ctx.db.state.statements)
          if (r.publisherId === pub.id && r.status === 'pending') r.deadline = Math.min(r.deadline, b.now);
        result.confirmed.push(...passDeadlines(ctx.db, pub.id, b.now).map((m) => `${pub.id}:${m}`));
      } else {
        // The next run, now: what it would pay on its day (the terms' due months).
        result.paid.push(...paymentRun(b, pub.id, b.now, nextRunMs(b.now)).map((m) => `${pub.id}:${m}`));
      }
    }
    return { result, msg: 'saved', changed: true };
  }),
  {
    // What the adapters' contract checks recorded (mock/contract/); the preview and dev servers keep them here.
    method: 'GET',
    path: '/__mock/contract-violations',
    auth: 'none',
    handler: () => ({ result: contractViolationLog() }),
  },
  {
    method: 'DELETE',
    path: '/__mock/contract-violations',
    auth: 'none',
    handler: () => {
      takeContractViolations();
      return { result: contractViolationLog(), msg: 'deleted' };
    },
  },
  {
    // The fake web of the app-ads.txt crawler (lib/appAds.ts): every file by URL.
    method: 'GET',
    path: '/__mock/web',
    auth: 'none',
    handler: (ctx) => ({ result: ctx.db.state.web }),
  },
  // Puts one file: { url, body } answers 200 with the body; { url, status } another status; { url, location } a 301.
  post('/__mock/web', { auth: 'none' }, (ctx) => {
    const v = new Validator(ctx.body);
    const url = v.str('url', { required: true, max: 500 });
    const body = v.str('body', { max: 100000 });
    const location = v.str('location', { max: 500 });
    const status = v.num('status', { integer: true, min: 100, max: 599 });
    v.done();
    const key = webKey(url as string);
    if (!key) throw validationError({ url: { key: 'invalidUrl' } });
    const file: WebFile = location
      ? { status: status ?? 301, location }
      : { status: status ?? 200, ...(body !== undefined ? { body } : {}) };
    ctx.db.state.web[key] = file;
    return { result: { url: key, ...file }, msg: 'saved', changed: true };
  }),
  {
    method: 'DELETE',
    path: '/__mock/web',
    auth: 'none',
    handler: (ctx) => {
      const key = webKey(String(ctx.req.query.url ?? ''));
      if (key) delete ctx.db.state.web[key];
      return { result: ctx.db.state.web, msg: 'deleted', changed: true };
    },
  },
  {
    // The fake app store of the store lookup (lib/store.ts).
    method: 'GET',
    path: '/__mock/store',
    auth: 'none',
    handler: (ctx) => ({ result: ctx.db.state.store }),
  },
  // Puts one listing; the same platform and package replace the old one.
  post('/__mock/store', { auth: 'none' }, (ctx) => {
    const v = new Validator(ctx.body);
    const platform = v.oneOf('platform', PLATFORMS, true);
    const packageName = v.str('packageName', { required: true, max: 150 });
    const storeId = v.str('storeId', { pattern: /^\d{5,12}$/ });
    const name = v.str('name', { required: true, max: 80 });
    const iconUrl = v.str('iconUrl', { max: 500 });
    if (iconUrl !== undefined && !isHttpUrl(iconUrl)) v.fail('iconUrl', 'invalidUrl');
    const category = v.oneOf('category', APP_CATEGORIES, true);
    const developer = v.str('developer', { max: 80 });
    v.done();
    const pkg = (packageName as string).trim();
    // iOS listings need a numeric id for their App Store address: a stable one from the package by default.
    let fallbackId = 0;
    for (const ch of pkg) fallbackId = (fallbackId * 31 + ch.charCodeAt(0)) % 900000000;
    const rec: StoreRecord = {
      platform: platform as StoreRecord['platform'],
      packageName: pkg,
      storeId: platform === 'ios' ? (storeId ?? String(6000000000 + fallbackId)) : null,
      name: name as string,
      iconUrl: iconUrl ?? `${STORE_ICON_PATH}?id=${encodeURIComponent(pkg)}`,
      category: category as StoreRecord['category'],
      developer: developer ?? '',
    };
    const store = ctx.db.state.store.filter((r) => !(r.platform === rec.platform && r.packageName === rec.packageName));
    ctx.db.state.store = [...store, rec];
    return { result: rec, msg: 'saved', changed: true };
  }),
  {
    method: 'DELETE',
    path: '/__mock/store',
    auth: 'none',
    handler: (ctx) => {
      const { platform, packageName } = ctx.req.query;
      ctx.db.state.store = ctx.db.state.store.filter(
        (r) => !(r.platform === platform && r.packageName === packageName),
      );
      return { result: ctx.db.state.store, msg: 'deleted', changed: true };
    },
  },
  {
    // The fake store's artwork: a generated SVG per package, so icons show without the internet.
    method: 'GET',
    path: STORE_ICON_PATH,
    auth: 'none',
    handler: (ctx) => ({
      raw: {
        status: 200,
        headers: { 'content-type': 'image/svg+xml; charset=utf-8', 'cache-control': 'max-age=3600' },
        text: iconSvg(String(ctx.req.query.id ?? '')),
      },
    }),
  },
  // The signed callback of a reward earned on a rewarded unit, as the server would call it.
  post('/__mock/rewardCallback', { auth: 'none' }, (ctx) => {
    const v = new Validator(ctx.body);
    const unitId = v.str('unitId', { required: true, max: 60 });
    const userId = v.str('userId', { required: true, max: 100 });
    const transactionId = v.str('transactionId', { max: 100 });
    const timestamp = v.num('timestamp', { integer: true });
    v.done();
    const m = /^mc-(\d+)-(\d+)$/.exec((unitId as string).trim());
    const pos = m ? ctx.db.adPosition(Number(m[2])) : undefined;
    if (
      !pos ||
      pos.appId !== Number(m?.[1]) ||
      pos.adType !== 'rewarded' ||
      !pos.rewardCallbackUrl ||
      !pos.callbackSecret
    )
      throw notFound(`rewarded unit with a callback ${unitId}`);
    const url = signedRewardCallback(pos, ctx.now(), {
      ad_position_id: String(pos.id),
      reward_amount: String(pos.rewardAmount ?? ''),
      reward_item: pos.rewardName ?? '',
      timestamp: String(timestamp ?? Math.floor(ctx.now() / 1000)),
      transaction_id: transactionId ?? `tx-${pos.id}-${ctx.now()}`,
      unit_id: unitIdOf(pos),
      user_id: userId as string,
    });
    return { result: { url } };
  }),
  // What an ad request of a unit carries: the app's facts (COPPA, content rating) travel with every request.
  post('/__mock/adRequest', { auth: 'none' }, (ctx) => {
    const v = new Validator(ctx.body);
    const unitId = v.str('unitId', { required: true, max: 60 });
    const deviceId = v.str('deviceId', { max: 100 });
    v.done();
    const m = /^mc-(\d+)-(\d+)$/.exec((unitId as string).trim());
    const pos = m ? ctx.db.adPosition(Number(m[2])) : undefined;
    const app = pos && pos.appId === Number(m?.[1]) ? ctx.db.app(pos.appId) : undefined;
    if (!pos || !app) throw notFound(`unit ${unitId}`);
    const request: MockAdRequest = {
      unitId: unitIdOf({ appId: app.id, id: pos.id }),
      appId: app.id,
      adPositionId: pos.id,
      bundle: app.packageName,
      platform: app.platform,
      adType: pos.adType,
      coppa: app.childDirected ? 1 : 0,
      contentRating: app.contentRating,
      ...(deviceId ? { deviceId } : {}),
      test: !!deviceId && app.testDevices.includes(deviceId.trim().toLowerCase()),
    };
    return { result: { request } };
  }),
  // An advertiser's submission: the blocking rules apply at once (a matching creative never reaches the queue).
  post('/__mock/materials/submit', { auth: 'none' }, (ctx) => {
    const v = new Validator(ctx.body);
    const adPositionId = v.id('adPositionId');
    const advertiser = v.str('advertiser', { required: true, max: 200 });
    const advertiserDomain = v.str('advertiserDomain', { required: true, max: 200 });
    const category = v.oneOf('category', CREATIVE_CATEGORIES, true);
    const title = v.str('title', { max: 200 });
    const landingUrl = v.str('landingUrl', { max: 500 });
    const ap = adPositionId === undefined ? undefined : ctx.db.adPosition(adPositionId);
    if (adPositionId !== undefined && !ap) v.fail('adPositionId', 'notInScope', { ids: adPositionId });
    v.done();
    const pos = ap as NonNullable<typeof ap>;
    const id = ctx.db.nextId('material');
    const size = pos.adType === 'banner' ? (pos.bannerSize ?? '320x50') : '1200x627';
    const [width, height] = size.split('x').map(Number);
    const m: MaterialRecord = {
      id,
      title: title ?? `New creative – ${advertiser}`,
      advertiser: advertiser as string,
      advertiserDomain: (advertiserDomain as string).toLowerCase(),
      adType: pos.adType,
      format: 'image',
      width,
      height,
      durationSec: null,
      appId: pos.appId,
      adPositionId: pos.id,
      landingUrl: landingUrl ?? `https://www.${advertiserDomain}/landing?cid=${id}`,
      submittedAt: ctx.now(),
      category: category as CreativeCategory,
      ...UNREVIEWED,
    };
    ctx.db.state.materials.push(m);
    enforceRules(ctx.db, ctx.now());
    return { result: view(ctx.db, m), msg: 'created', changed: true };
  }),
  {
    method: 'GET',
    path: '/__mock/health',
    auth: 'none',
    handler: (ctx) => ({ result: { ok: true, seed: ctx.s.seed, now: iso(ctx.now()) } }),
  },
];
