/**
 * Builds the whole initial state from a fixed PRNG seed: the same clock day
 * gives the same data. Traffic is not part of it (see ../traffic.ts).
 */
import { dayNumber, dayStartMs } from '../lib/dates';
import { createRng, toHex } from '../lib/random';
import { STATE_VERSION, type MockState, type ReportApiRecord } from '../state';
import type { SeedKind } from '../types';
import { seedAdPositions, seedApps } from '../traffic/seed/inventory';
import { seedMaterials } from '../review/seed';
import { seedStore } from '../traffic/seed/store';
import { seedWeb } from '../traffic/seed/web';
import { DEMO_ID, seedAccounts } from './accounts';

const DAY = 86400000;
const HOUR = 3600000;

export function buildSeed(kind: SeedKind, now: number): MockState {
  // Anchor everything to 09:00 of the reporting day, so rebuilding later the same day gives identical records;
  // before 09:00, to the top of the current hour (issue 52: nothing seeded may be dated after the clock, and the
  // audit report counted creatives submitted hours in the future), identical within the hour.
  const dayStart = dayStartMs(dayNumber(now));
  const anchor = dayStart + Math.min(9 * HOUR, Math.floor((now - dayStart) / HOUR) * HOUR);
  const rng = createRng(`media-console:${kind}`);
  const stress = kind === 'stress';
  const apps = seedApps(rng, anchor, stress);
  const demoApps = apps.filter((a) => a.publisherId === DEMO_ID).map((a) => a.id);
  const accounts = seedAccounts(rng, anchor, (id) => {
    if (id === 3) return demoApps.slice(0, 2); // sub01: two apps
    if (id === 4) return demoApps.slice(2, 3);
    return demoApps; // ops01 reviews every app
  });
  const adPositions = seedAdPositions(rng, apps, stress, anchor);
  const reviewers = accounts.filter((a) => a.account_name === 'demo' || a.account_name === 'ops01');
  const { materials, reviews } = seedMaterials(rng, anchor, apps, adPositions, reviewers, 2000);
  const reportApi: ReportApiRecord[] = accounts
    .filter((a) => a.parentId === null)
    .map((a) => ({
      publisherId: a.id,
      apiKey: `mk_${toHex(new Uint8Array(12).map(() => Math.floor(rng.next() * 256)))}`,
      secret: toHex(new Uint8Array(24).map(() => Math.floor(rng.next() * 256))),
      createdAt: anchor - 200 * DAY,
      rotatedAt: null,
      lastUsedAt: a.id === DEMO_ID ? anchor - DAY : null,
    }));
  return {
    version: STATE_VERSION,
    seed: kind,
    seededAt: now,
    nextId: {
      account: Math.max(...accounts.map((a) => a.id)) + 1,
      app: Math.max(...apps.map((a) => a.id)) + 1,
      adPosition: Math.max(...adPositions.map((a) => a.id)) + 1,
      material: Math.max(...materials.map((m) => m.id)) + 1,
      review: reviews.length + 1,
      blockRule: 1,
      blockHistory: 1,
      savedReport: 1,
      schedule: 1,
    },
    accounts,
    apps,
    adPositions,
    materials,
    reviews,
    blockRules: [],
    blockHistory: [],
    blockDefaults: [],
    reportApi,
    sessions: [],
    tokens: [],
    mailbox: [],
    web: seedWeb(),
    store: seedStore(apps),
    // Statements, payments and payment profiles are seeded per publisher on first use (mock/core/statements/rules/).
    statements: [],
    payments: [],
    paymentProfiles: [],
    billing: [],
    signIns: [],
    trusted: [],
    savedReports: [],
    schedules: [],
    reportFiles: [],
    reportMails: [],
    invitations: [],
    resetLinks: [],
    changeChallenges: [],
    activity: [],
  };
}
