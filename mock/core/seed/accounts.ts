/**
 * Seed accounts. Passwords appear here only to be hashed; the state keeps
 * salted hashes. Demo credentials are documented in docs/api.md.
 */
import type { MenuCode } from '../../../src/contract/typings';
import { PROVIDER_TIME_ZONE } from '../../../src/contract/timeZone';
import { hashPassword } from '../lib/hash';
import { ALL_CODES } from '../lib/permissions';
import { toHex, type Rng } from '../lib/random';
import type { AccountRecord } from '../state';

export const ADMIN_ID = 1;
export const DEMO_ID = 2;
export const SUB01_ID = 3;

interface SeedAccount {
  id: number;
  account_name: string;
  password: string;
  name: string;
  email: string;
  company: string;
  access: 'admin' | 'user';
  parentId: number | null;
  menuCodes: readonly MenuCode[];
  status?: 'enabled' | 'disabled';
  remark?: string;
}

/** Other publishers, so data scope has something to keep out. */
export const OTHER_PUBLISHERS = [
  { id: 6, account_name: 'pixelplay', name: 'PixelPlay Games', email: 'ops@pixelplay.test' },
  { id: 7, account_name: 'nordicnews', name: 'Nordic News Group', email: 'ads@nordicnews.test' },
  { id: 8, account_name: 'sunrise', name: 'Sunrise Tools Co.', email: 'biz@sunrise-tools.test' },
] as const;

const SEED_ACCOUNTS: SeedAccount[] = [
  {
    id: ADMIN_ID,
    account_name: 'admin',
    password: 'Admin@2026',
    name: 'Platform Admin',
    email: 'admin@media-console.test',
    company: 'Media Console Operations',
    access: 'admin',
    parentId: null,
    menuCodes: ALL_CODES,
  },
  {
    id: DEMO_ID,
    account_name: 'demo',
    password: 'Demo@2026',
    name: 'Demo Media',
    email: 'demo@media-console.test',
    company: 'Demo Media Ltd.',
    access: 'user',
    parentId: null,
    menuCodes: ALL_CODES,
  },
  {
    id: SUB01_ID,
    account_name: 'sub01',
    password: 'Sub@2026',
    name: 'Sub Account 01',
    email: 'sub01@media-console.test',
    company: 'Demo Media Ltd.',
    access: 'user',
    parentId: DEMO_ID,
    menuCodes: ['HomeView', 'AppView', 'AdPosView', 'BillReportView'],
    remark: 'Reports for the two puzzle apps',
  },
  {
    id: 4,
    account_name: 'sub02',
    password: 'Sub@2026',
    name: 'Former Intern',
    email: 'sub02@media-console.test',
    company: 'Demo Media Ltd.',
    access: 'user',
    parentId: DEMO_ID,
    menuCodes: ['HomeView', 'AppView'],
    status: 'disabled',
    remark: 'Disabled',
  },
  {
    id: 5,
    account_name: 'ops01',
    password: 'Ops@2026',
    name: 'Creative Reviewer',
    email: 'ops01@media-console.test',
    company: 'Demo Media Ltd.',
    access: 'user',
    parentId: DEMO_ID,
    menuCodes: ['HomeView', 'MaterialAuditView', 'AppView', 'AdPosView', 'MonthBillReportView'],
    remark: 'Reads the creative queue and the monthly statements of every app (View only: no decisions)',
  },
  ...OTHER_PUBLISHERS.map<SeedAccount>((p) => ({
    ...p,
    password: 'Pub@2026',
    company: p.name,
    access: 'user',
    parentId: null,
    menuCodes: ALL_CODES,
  })),
];

/**
 * The seeded password of a seed account: the tests sign in with it, so the seed stays the one place
 * it is written. Throws for a name the seed does not have.
 */
export function seedPassword(accountName: string): string {
  const found = SEED_ACCOUNTS.find((a) => a.account_name === accountName);
  if (!found) throw new Error(`no seed account ${accountName}`);
  return found.password;
}

export function seedAccounts(rng: Rng, now: number, appIdsFor: (accountId: number) => number[]): AccountRecord[] {
  return SEED_ACCOUNTS.map((a, i) => {
    const saltBytes = new Uint8Array(16).map(() => Math.floor(rng.next() * 256));
    const salt = toHex(saltBytes);
    return {
      id: a.id,
      account_name: a.account_name,
      name: a.name,
      contact: a.parentId ? a.name : `${a.name} contact`,
      email: a.email,
      phone: `+86 138 0000 ${String(1000 + i).slice(-4)}`,
      company: a.company,
      currency: 'USD',
      timeZone: PROVIDER_TIME_ZONE,
      access: a.access,
      parentId: a.parentId,
      menuCodes: [...a.menuCodes],
      appIds: a.parentId ? appIdsFor(a.id) : [],
      status: a.status ?? 'enabled',
      salt,
      passwordHash: hashPassword(a.password, salt),
      remark: a.remark ?? '',
      createdAt: now - (400 - i * 20) * 86400000,
      // A working team: everyone but the disabled account signed in within the last days (hours apart).
      lastLoginAt: a.status === 'disabled' ? now - (40 + i) * 86400000 : now - (3 + i * 17) * 3600000,
    };
  });
}
