/**
 * The state plus lookups and the data-scope rule. Data scope lives here so
 * every route applies the same rule: admin sees every app; a main publisher
 * sees its own apps; a sub-account sees only the apps it was given (and only
 * while they still belong to its publisher).
 */
import type { AccountRecord, AdPositionRecord, AppRecord, MaterialRecord, MockState } from './state';

export interface AppScope {
  all: boolean;
  ids: Set<number>;
  has(appId: number): boolean;
}

export class Db {
  private accounts = new Map<number, AccountRecord>();
  private apps = new Map<number, AppRecord>();
  private positions = new Map<number, AdPositionRecord>();
  private materials = new Map<number, MaterialRecord>();

  constructor(public state: MockState) {
    this.reindex();
  }

  replace(state: MockState): void {
    this.state = state;
    this.reindex();
  }

  reindex(): void {
    this.accounts = new Map(this.state.accounts.map((a) => [a.id, a]));
    this.apps = new Map(this.state.apps.map((a) => [a.id, a]));
    this.positions = new Map(this.state.adPositions.map((a) => [a.id, a]));
    this.materials = new Map(this.state.materials.map((m) => [m.id, m]));
  }

  account(id: number): AccountRecord | undefined {
    return this.accounts.get(id);
  }

  accountByName(name: string): AccountRecord | undefined {
    const n = name.trim().toLowerCase();
    return this.state.accounts.find((a) => a.account_name.toLowerCase() === n);
  }

  accountByEmail(email: string): AccountRecord | undefined {
    const e = email.trim().toLowerCase();
    return this.state.accounts.find((a) => a.email.toLowerCase() === e);
  }

  app(id: number): AppRecord | undefined {
    return this.apps.get(id);
  }

  adPosition(id: number): AdPositionRecord | undefined {
    return this.positions.get(id);
  }

  material(id: number): MaterialRecord | undefined {
    return this.materials.get(id);
  }

  addAccount(a: AccountRecord): void {
    this.state.accounts.push(a);
    this.accounts.set(a.id, a);
  }

  removeAccount(id: number): void {
    this.state.accounts = this.state.accounts.filter((a) => a.id !== id);
    this.accounts.delete(id);
  }

  addApp(a: AppRecord): void {
    this.state.apps.push(a);
    this.apps.set(a.id, a);
  }

  addAdPosition(p: AdPositionRecord): void {
    this.state.adPositions.push(p);
    this.positions.set(p.id, p);
  }

  nextId(kind: keyof MockState['nextId']): number {
    return this.state.nextId[kind]++;
  }

  /** The main account whose data this account works on. */
  publisherIdOf(a: AccountRecord): number {
    return a.parentId ?? a.id;
  }

  scope(a: AccountRecord): AppScope {
    if (a.access === 'admin') {
      const ids = new Set(this.state.apps.map((x) => x.id));
      return { all: true, ids, has: (id) => this.apps.has(id) };
    }
    const pub = this.publisherIdOf(a);
    const own = this.state.apps.filter((x) => x.publisherId === pub).map((x) => x.id);
    // A main account, and a sub-account given "all apps, including future ones", see every app of the publisher.
    const ids = a.parentId === null || a.allApps ? new Set(own) : new Set(own.filter((id) => a.appIds.includes(id)));
    return { all: false, ids, has: (id) => ids.has(id) };
  }

  appsInScope(a: AccountRecord): AppRecord[] {
    const s = this.scope(a);
    return this.state.apps.filter((x) => s.has(x.id));
  }

  adPositionCounts(): Map<number, number> {
    const m = new Map<number, number>();
    for (const p of this.state.adPositions) m.set(p.appId, (m.get(p.appId) ?? 0) + 1);
    return m;
  }
}
