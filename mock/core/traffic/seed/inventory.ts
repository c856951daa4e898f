/** Seed apps and ad positions: realistic names, packages, store URLs and a mix of states. */
import type { AdType, AppCategory, AppReviewStatus, Platform } from '../../../../src/contract/typings';
import { APP_CATEGORIES as CATEGORIES, BANNER_SIZES, NATIVE_TEMPLATES } from '../../../../src/contract/values';
import type { Rng } from '../../lib/random';
import { callbackSecretFields } from '../../lib/rewardCallback';
import type { AdPositionRecord, AppRecord } from '../../state';
import { DEMO_ID, OTHER_PUBLISHERS } from '../../seed/accounts';

const DAY = 86400000;

interface AppIdea {
  name: string;
  slug: string;
  category: AppCategory;
}

const DEMO_APPS: AppIdea[] = [
  { name: 'Block Puzzle Classic', slug: 'blockpuzzle', category: 'games' },
  { name: 'Word Garden', slug: 'wordgarden', category: 'games' },
  { name: 'Daily Recipes', slug: 'dailyrecipes', category: 'lifestyle' },
  { name: 'PhotoFix Editor', slug: 'photofix', category: 'tools' },
  { name: 'Run Tracker', slug: 'runtracker', category: 'health' },
  { name: 'City Metro Guide', slug: 'metroguide', category: 'travel' },
  { name: 'Tap & Match <b>Puzzle</b>', slug: 'tapmatch', category: 'games' },
  { name: 'Pocket Ledger', slug: 'pocketledger', category: 'finance' },
  { name: 'Lingo Cards', slug: 'lingocards', category: 'education' },
  { name: 'Beat Maker Lite', slug: 'beatmaker', category: 'music' },
  { name: 'Flash Deals', slug: 'flashdeals', category: 'shopping' },
  { name: 'Short Clips', slug: 'shortclips', category: 'video' },
];

const EXTRA_WORDS = ['Star', 'Ocean', 'Pixel', 'Quick', 'Smart', 'Happy', 'Magic', 'Zen', 'Turbo', 'Lucky'];
const EXTRA_NOUNS = ['Solitaire', 'Notes', 'Weather', 'Scanner', 'Radio', 'Quiz', 'Farm', 'Racer', 'Chess', 'Diary'];

const OTHER_APPS: Record<number, AppIdea[]> = {
  6: [
    { name: 'Galaxy Raiders', slug: 'galaxyraiders', category: 'games' },
    { name: 'Bubble Pop Saga', slug: 'bubblepop', category: 'games' },
    { name: 'Idle Miner', slug: 'idleminer', category: 'games' },
  ],
  7: [
    { name: 'Nordic News', slug: 'nordicnews', category: 'news' },
    { name: 'Weather Now', slug: 'weathernow', category: 'news' },
    { name: 'Podcast Hub', slug: 'podcasthub', category: 'music' },
  ],
  8: [
    { name: 'QR Scanner Pro', slug: 'qrscanner', category: 'tools' },
    { name: 'Battery Saver', slug: 'batterysaver', category: 'tools' },
    { name: 'File Cleaner', slug: 'filecleaner', category: 'tools' },
    { name: 'VPN Shield', slug: 'vpnshield', category: 'tools' },
  ],
};

const COMPANY_DOMAIN: Record<number, string> = {
  [DEMO_ID]: 'demomedia',
  6: 'pixelplay',
  7: 'nordicnews',
  8: 'sunrisetools',
};

/** Review status by position in the list: mostly approved, one of each other state. */
function reviewFor(index: number, total: number): { status: AppReviewStatus; reason: string | null; enabled: boolean } {
  if (index === total - 1) return { status: 'pending', reason: null, enabled: true };
  if (index === total - 2)
    return { status: 'rejected', reason: 'Store listing does not match the submitted package', enabled: false };
  if (index === total - 3) return { status: 'suspended', reason: 'Invalid traffic detected', enabled: false };
  if (index === total - 4) return { status: 'approved', reason: null, enabled: false };
  return { status: 'approved', reason: null, enabled: true };
}

function makeApp(
  id: number,
  publisherId: number,
  idea: AppIdea,
  platform: Platform,
  index: number,
  total: number,
  now: number,
  rng: Rng,
): AppRecord {
  const company = COMPANY_DOMAIN[publisherId] ?? 'publisher';
  const packageName = platform === 'android' ? `com.${company}.${idea.slug}` : `com.${company}.${idea.slug}.ios`;
  const storeUrl =
    platform === 'android'
      ? `https://play.google.com/store/apps/details?id=${packageName}`
      : `https://apps.apple.com/app/id${1400000000 + id * 37}`;
  const review = reviewFor(index, total);
  // Pending apps are new; the others are months old, so they have a year of traffic.
  const ageDays = review.status === 'pending' ? 2 : rng.int(380, 900);
  const createdAt = now - ageDays * DAY;
  return {
    id,
    publisherId,
    name: platform === 'ios' && index % 4 === 1 ? `${idea.name} HD` : idea.name,
    platform,
    packageName,
    storeUrl,
    category: idea.category,
    description: `${idea.name.replace(/<[^>]*>/g, '')}: a ${idea.category} app by ${company}.`,
    reviewStatus: review.status,
    reviewReason: review.reason,
    enabled: review.enabled,
    createdAt,
    // Never after the day before the anchor (see seedAdPositions): a new app was not edited weeks from now.
    updatedAt: Math.min(createdAt + rng.int(1, 30) * DAY, Math.max(createdAt, now - DAY)),
    website: review.status === 'pending' ? null : websiteFor(company, idea.slug, index),
    appAds: { status: 'unchecked', checkedAt: null },
    iconUrl: null,
    childDirected: false,
    contentRating: idea.category === 'games' ? 'teen' : 'everyone',
    testDevices: [],
  };
}

/**
 * Developer websites, so that the seed has each app-ads.txt case (seed/web.ts):
 * the company's site (file with the line), a games site (file without it), a
 * tools site (redirects to the company's file), and an app site with no file.
 */
function websiteFor(company: string, slug: string, index: number): string {
  if (index % 5 === 1) return `https://games.${company}.example`;
  if (index % 5 === 2) return `http://${company}-tools.example`;
  if (index % 5 === 3) return `https://${slug}.example`;
  return `https://www.${company}.example`;
}

export { COMPANY_DOMAIN };

export function seedApps(rng: Rng, now: number, stress: boolean): AppRecord[] {
  const apps: AppRecord[] = [];
  let id = 1001;
  const demoIdeas = [...DEMO_APPS];
  if (stress) {
    // Stress: 48 demo apps → 300+ ad positions → 100,000+ daily rows.
    for (let i = 0; demoIdeas.length < 48; i++) {
      const w = EXTRA_WORDS[i % EXTRA_WORDS.length];
      const n = EXTRA_NOUNS[Math.floor(i / EXTRA_WORDS.length) % EXTRA_NOUNS.length];
      demoIdeas.push({
        name: `${w} ${n}`,
        slug: `${w}${n}${i}`.toLowerCase(),
        category: CATEGORIES[i % CATEGORIES.length],
      });
    }
  }
  for (const [i, idea] of demoIdeas.entries()) {
    apps.push(makeApp(id++, DEMO_ID, idea, i % 2 === 0 ? 'android' : 'ios', i, demoIdeas.length, now, rng));
  }
  for (const pub of OTHER_PUBLISHERS) {
    // Other publishers: all approved and enabled (index 0 of a long list).
    for (const [i, idea] of OTHER_APPS[pub.id].entries()) {
      apps.push(makeApp(id++, pub.id, idea, i % 2 === 0 ? 'ios' : 'android', 0, 99, now, rng));
    }
  }
  return apps;
}

interface PositionIdea {
  adType: AdType;
  name: string;
}

const POSITION_SETS: PositionIdea[][] = [
  [
    { adType: 'splash', name: 'Launch splash' },
    { adType: 'banner', name: 'Home bottom banner' },
    { adType: 'interstitial', name: 'Level complete interstitial' },
    { adType: 'native', name: 'Feed native' },
    { adType: 'rewarded', name: 'Extra life reward' },
  ],
  [
    { adType: 'banner', name: 'Detail page banner' },
    { adType: 'native', name: 'List native card' },
    { adType: 'rewarded', name: 'Unlock premium reward' },
    { adType: 'interstitial', name: 'Exit interstitial' },
    { adType: 'splash', name: 'Cold start splash' },
  ],
];

const REWARDS = ['Coins', 'Gems', 'Lives', 'Hints', 'Premium minutes'];

export function makeAdPositionFields(
  adType: AdType,
  rng: Rng,
): Pick<
  AdPositionRecord,
  'bannerSize' | 'nativeTemplate' | 'rewardName' | 'rewardAmount' | 'rewardCallbackUrl' | 'orientation'
> {
  return {
    bannerSize: adType === 'banner' ? rng.pick(BANNER_SIZES) : null,
    nativeTemplate: adType === 'native' ? rng.pick(NATIVE_TEMPLATES) : null,
    rewardName: adType === 'rewarded' ? rng.pick(REWARDS) : null,
    rewardAmount: adType === 'rewarded' ? rng.pick([1, 5, 10, 50, 100]) : null,
    rewardCallbackUrl: null,
    orientation: adType === 'splash' ? rng.pick(['portrait', 'portrait', 'landscape', 'auto'] as const) : null,
  };
}

/** 5 ad positions per app (demo: 12 apps → 60), more per app in the stress seed. */
export function seedAdPositions(rng: Rng, apps: AppRecord[], stress: boolean, now: number): AdPositionRecord[] {
  const out: AdPositionRecord[] = [];
  let id = 2001;
  for (const app of apps) {
    const perApp = stress && app.publisherId === DEMO_ID ? 7 : app.publisherId === DEMO_ID ? 5 : 3;
    const set = POSITION_SETS[app.id % 2];
    for (let i = 0; i < perApp; i++) {
      const idea = set[i % set.length];
      // Within ten days of the app, and a day before the seed's anchor at the latest: the anchor is 09:00 of
      // the provider's day, still hours ahead in its first hours (a position created "in the future").
      const sinceApp = Math.max(0, Math.floor((now - DAY - app.createdAt) / DAY));
      const createdAt = app.createdAt + Math.min(rng.int(0, 10), sinceApp) * DAY;
      out.push({
        id: id++,
        appId: app.id,
        name: i < set.length ? idea.name : `${idea.name} ${Math.floor(i / set.length) + 1}`,
        adType: idea.adType,
        ...makeAdPositionFields(idea.adType, rng),
        floorPrice: Math.round(rng.next() * (idea.adType === 'rewarded' ? 800 : 300)) / 100,
        frequencyCap:
          idea.adType === 'interstitial' || idea.adType === 'rewarded'
            ? { count: rng.pick([3, 5, 10]), period: rng.pick(['hour', 'day'] as const) }
            : null,
        status: rng.chance(0.9) ? 'enabled' : 'disabled',
        // From the platform's CSPRNG, not the seed's PRNG: a seed anyone can rerun must not give the keys away.
        ...callbackSecretFields(idea.adType),
        createdAt,
        updatedAt: createdAt,
      });
    }
  }
  return out;
}
