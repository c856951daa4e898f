/**
 * Seed creatives (materials) awaiting or past review. A few are hostile on
 * purpose (markup in titles, javascript:/data: landing URLs) so the console's
 * escaping and link handling get exercised.
 */
import type { AdType, CreativeCategory, MaterialFormat, RejectReasonPreset } from '../../../src/contract/typings';
import { REJECT_REASON_PRESETS } from '../../../src/contract/values';
import { hashString, type Rng } from '../lib/random';
import type { AccountRecord, AdPositionRecord, AppRecord, MaterialRecord, ReviewRecord } from '../state';
import { DEMO_ID } from '../seed/accounts';

const DAY = 86400000;

/** A creative as it arrives: not reviewed, not delivered, not blocked (the seed's and QA's submissions alike). */
export const UNREVIEWED = {
  status: 'pending',
  reviewedAt: null,
  reviewerId: null,
  reviewer: null,
  rejectReason: null,
  impressions30d: 0,
  revenue30d: 0,
  impressions7d: 0,
  revenue7d: 0,
  blockedBy: null,
  blockedFrom: null,
  blockedAt: null,
} as const satisfies Partial<MaterialRecord>;

const ADVERTISERS: { name: string; domain: string; category: CreativeCategory }[] = [
  { name: 'Brightside Travel', domain: 'brightside-travel.test', category: 'travel' },
  { name: 'Kitchen Hero', domain: 'kitchenhero.test', category: 'food' },
  { name: 'Lumen Bank', domain: 'lumenbank.test', category: 'finance' },
  { name: 'Stride Shoes', domain: 'strideshoes.test', category: 'shopping' },
  { name: 'Castle Clash Online', domain: 'castleclash.test', category: 'games' },
  { name: 'FreshBox Groceries', domain: 'freshbox.test', category: 'food' },
  { name: 'Nova Phones', domain: 'novaphones.test', category: 'technology' },
  { name: 'Skyline Insurance', domain: 'skyline-ins.test', category: 'finance' },
  { name: 'Mindful Meditation', domain: 'mindful.test', category: 'health' },
  { name: 'Turbo Loans', domain: 'turbo-loans.test', category: 'finance' },
];

/** Some creatives fall in a sensitive category whatever the advertiser (chosen by id: the PRNG sequence stays as it was). */
const SENSITIVE_SAMPLES: CreativeCategory[] = ['gambling', 'dating', 'alcohol', 'politics', 'crypto'];

function categoryOf(id: number, advertiserCategory: CreativeCategory): CreativeCategory {
  return id % 11 === 4 ? SENSITIVE_SAMPLES[Math.floor(id / 11) % SENSITIVE_SAMPLES.length] : advertiserCategory;
}

type Delivery = Pick<MaterialRecord, 'impressions30d' | 'revenue30d' | 'impressions7d' | 'revenue7d'>;

/**
 * Delivery of a creative over the last 30 and 7 days, hashed from its id. Creatives serve while they await
 * review (as on AdMob: until a reviewer or a rule stops them), so pending and approved ones deliver from
 * their submission on; rejected ones never kept any. The 7-day figure is the creative's daily rate over
 * the days it ran in that week, with a ±30% trend, never above the 30-day figure.
 */
export function delivery(id: number, status: MaterialRecord['status'], ageDays: number): Delivery {
  if (status !== 'approved' && status !== 'pending')
    return { impressions30d: 0, revenue30d: 0, impressions7d: 0, revenue7d: 0 };
  const h = hashString(`delivery${id}`);
  const perDay = (500 + (h % 60000)) / 30;
  // eCPM between 0.5 and 8.5 USD, cents kept.
  const ecpm = 0.5 + ((h >>> 8) % 800) / 100;
  const trend = ageDays > 7 ? 0.7 + ((h >>> 4) % 61) / 100 : 1;
  const impressions30d = Math.round(perDay * Math.min(30, ageDays));
  const impressions7d = Math.min(impressions30d, Math.round(perDay * Math.min(7, ageDays) * trend));
  const money = (impressions: number) => Math.round(impressions * ecpm * 0.1) / 100;
  return { impressions30d, revenue30d: money(impressions30d), impressions7d, revenue7d: money(impressions7d) };
}

const HEADLINES = [
  'Summer sale: up to 50% off',
  'Install now and get 100 coins',
  'New season, new style',
  'Your next trip starts here',
  'Cook like a chef tonight',
  'Free delivery this week',
  'Play the #1 strategy game',
  'Open an account in 5 minutes',
  'Sleep better in 7 days',
  'Upgrade your phone today',
];

/** Hostile samples: titles with markup, landing URLs that must never become live links. */
const HOSTILE: { title?: string; landingUrl?: string }[] = [
  { title: '<script>alert("xss")</script> Summer sale', landingUrl: 'javascript:alert(document.cookie)' },
  { title: '<img src=x onerror=alert(1)> Free coins' },
  { landingUrl: ' JaVaScRiPt:alert(1)' },
  { title: 'Click "here" & win <b>big</b>', landingUrl: 'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==' },
  { landingUrl: 'vbscript:msgbox(1)' },
  { title: '"><svg onload=alert(1)>', landingUrl: 'https://example.test/"><script>alert(1)</script>' },
];

/** Seed wording of the contract's preset reject reasons ('other' is free text), in the presets' order. */
const REJECT_REASON_TEXTS: Record<Exclude<RejectReasonPreset, 'other'>, string> = {
  misleading: 'Misleading claims',
  landing: 'Landing page unreachable',
  prohibited: 'Prohibited category (loans)',
  quality: 'Low image quality',
  textHeavy: 'Text covers more than 20% of the image',
};
const REJECT_REASONS = REJECT_REASON_PRESETS.flatMap((p) => (p === 'other' ? [] : [REJECT_REASON_TEXTS[p]]));

function sizeFor(
  ap: AdPositionRecord,
  rng: Rng,
): { format: MaterialFormat; width: number; height: number; durationSec: number | null } {
  const type: AdType = ap.adType;
  if (type === 'banner') {
    const [w, h] = (ap.bannerSize ?? '320x50').split('x').map(Number);
    return { format: 'image', width: w, height: h, durationSec: null };
  }
  if (type === 'splash')
    return {
      format: 'image',
      width: ap.orientation === 'landscape' ? 1920 : 1080,
      height: ap.orientation === 'landscape' ? 1080 : 1920,
      durationSec: null,
    };
  if (type === 'native')
    return { format: rng.chance(0.2) ? 'video' : 'image', width: 1200, height: 627, durationSec: null };
  if (type === 'rewarded') return { format: 'video', width: 1280, height: 720, durationSec: rng.pick([15, 30]) };
  return rng.chance(0.4)
    ? { format: 'video', width: 720, height: 1280, durationSec: rng.pick([6, 15]) }
    : { format: 'image', width: 320, height: 480, durationSec: null };
}

export function seedMaterials(
  rng: Rng,
  now: number,
  apps: AppRecord[],
  positions: AdPositionRecord[],
  reviewers: AccountRecord[],
  count: number,
): { materials: MaterialRecord[]; reviews: ReviewRecord[] } {
  const appById = new Map(apps.map((a) => [a.id, a]));
  // Creatives only run on usable apps; 90% go to the demo publisher.
  const usable = positions.filter((p) => {
    const app = appById.get(p.appId);
    return app && (app.reviewStatus === 'approved' || app.reviewStatus === 'suspended');
  });
  const demo = usable.filter((p) => appById.get(p.appId)?.publisherId === DEMO_ID);
  const others = usable.filter((p) => appById.get(p.appId)?.publisherId !== DEMO_ID);
  const materials: MaterialRecord[] = [];
  const reviews: ReviewRecord[] = [];
  let reviewId = 1;
  for (let i = 0; i < count; i++) {
    const id = 50001 + i;
    const ap = i % 10 === 9 && others.length ? rng.pick(others) : rng.pick(demo);
    const adv = rng.pick(ADVERTISERS);
    const size = sizeFor(ap, rng);
    // Spread over 60 days; the newest are mostly still pending.
    const ageMs = Math.floor(Math.pow(rng.next(), 1.5) * 60 * DAY);
    const submittedAt = now - ageMs - rng.int(0, 3600) * 1000;
    const hostile = i % 333 === 7 ? HOSTILE[Math.floor(i / 333) % HOSTILE.length] : undefined;
    const m: MaterialRecord = {
      id,
      title: hostile?.title ?? `${rng.pick(HEADLINES)} – ${adv.name}`,
      advertiser: adv.name,
      advertiserDomain: adv.domain,
      adType: ap.adType,
      ...size,
      appId: ap.appId,
      adPositionId: ap.id,
      landingUrl: hostile?.landingUrl ?? `https://www.${adv.domain}/landing?utm_source=mc&cid=${id}`,
      submittedAt,
      category: categoryOf(id, adv.category),
      ...UNREVIEWED,
    };
    const reviewed = ageMs > 2 * DAY ? rng.chance(0.95) : rng.chance(0.3);
    if (reviewed) {
      const reviewer = rng.pick(reviewers);
      const reject = rng.chance(hostile ? 0.9 : 0.18);
      const reviewedAt = Math.min(now - 60000, submittedAt + rng.int(600, 2 * 86400) * 1000);
      m.status = reject ? 'rejected' : 'approved';
      m.reviewedAt = reviewedAt;
      m.reviewerId = reviewer.id;
      m.reviewer = reviewer.account_name;
      m.rejectReason = reject ? rng.pick(REJECT_REASONS) : null;
      reviews.push({
        id: reviewId++,
        materialId: id,
        decision: reject ? 'reject' : 'approve',
        reason: m.rejectReason,
        reviewerId: reviewer.id,
        reviewer: reviewer.account_name,
        reviewedAt,
        fromStatus: 'pending',
        toStatus: m.status,
      });
    }
    Object.assign(m, delivery(id, m.status, (now - submittedAt) / DAY));
    materials.push(m);
  }
  return { materials, reviews };
}
