/** What a route handler gets, and how routes are declared. */
import type { ActivityKind, MenuCode } from '../../src/contract/typings';
import { OPERATION_CODES } from '../../src/contract/constants';
import type { Auth } from './auth';
import type { Db } from './db';
import type { Faults } from './faults';
import type { HandlerResult } from './lib/envelope';
import { httpError } from './lib/envelope';
import type { Body } from './lib/validate';
import type { AccountRecord, TokenRecord } from './state';
import type { TrafficStore } from './lib/trafficStore';
import type { Lang, MockRequest, SeedKind } from './types';

export interface ServerServices {
  db: Db;
  auth: Auth;
  faults: Faults;
  now: () => number;
  seed: SeedKind;
  /** Built lazily on first use: traffic generation is the expensive part. */
  traffic(): TrafficStore;
  reset(): void;
  /** Records a change so it is persisted. */
  changed(): void;
}

export class Ctx {
  constructor(
    readonly req: MockRequest,
    readonly body: Body,
    readonly lang: Lang,
    readonly s: ServerServices,
    readonly user: AccountRecord | null,
    readonly token: TokenRecord | null,
  ) {}

  /** On a public call, the account it acted for (password links and resets): the activity log's "who". */
  actor: AccountRecord | null = null;

  /** The log's kind when the call's path alone does not tell it (an invitation accepted through a password link). */
  activityKind: ActivityKind | null = null;
  /** The activity log's action when it is not the path (issue 52: a sub-account's "This was not me" is a report). */
  activityAction: string | null = null;

  get db(): Db {
    return this.s.db;
  }

  now(): number {
    return this.s.now();
  }

  /** The signed-in account (token routes only). */
  get me(): AccountRecord {
    if (!this.user) throw httpError(401, 'tokenMissing');
    return this.user;
  }
}

export interface RouteDef {
  method: 'GET' | 'POST' | 'DELETE';
  path: string;
  /** 'none': sign-in, email code, QA control and signed endpoints. */
  auth: 'none' | 'token';
  /** The caller needs ANY of these (effective) menu codes, else HTTP 403. Unset: the contract's (`codesOf`). */
  codes?: MenuCode[];
  /** Only access 'admin' (HTTP 403 otherwise). */
  adminOnly?: boolean;
  handler: (ctx: Ctx) => HandlerResult | Promise<HandlerResult>;
}

/** Who may call a route: a signed-in caller unless `auth: 'none'`, and with `codes`, one holding any of them. */
export type Access = Partial<Pick<RouteDef, 'auth' | 'codes' | 'adminOnly'>>;

/** A POST route (every console call is one): `post('/media/app/list', {}, (ctx) => …)`. */
export function post(path: string, access: Access, handler: RouteDef['handler']): RouteDef {
  return { method: 'POST', path, auth: 'token', ...access, handler };
}

/**
 * The menu codes of which a route's caller needs one: the contract's (the operation's `x-menu-codes`, generated
 * into src/contract/constants.ts), so a route states none; `codes` on a route only for one the contract lacks.
 */
export function codesOf(route: Pick<RouteDef, 'method' | 'path' | 'codes'>): readonly MenuCode[] | undefined {
  return route.codes ?? OPERATION_CODES[`${route.method} ${route.path}`];
}
