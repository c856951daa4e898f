/**
 * Sessions and tokens. A token lives 300 s; refresh issues a new one and the
 * previous stays valid 10 s more (requests in flight). Each account may hold
 * `sessionLimit` sessions (default 5, issue 52: a laptop and a phone at once):
 * a new sign-in over the limit displaces the oldest, whose tokens then answer
 * 406, naming the device that took its place, until they would have expired. Rate limit: a fixed
 * one-second window per token.
 */
import type { SessionEnd, SessionEndReason } from '../../src/contract/typings';
import { ApiError, httpError } from './lib/envelope';
import { iso } from './lib/dates';
import { randomHex } from './lib/random';
import type { Db } from './db';
import type { ClientInfo } from './lib/device';
import type { AccountRecord, SessionRecord, SignInMethod, TokenRecord } from './state';

export const TOKEN_TTL_MS = 300_000;
export const REFRESH_GRACE_MS = 10_000;
/** Calls one token (or report API key) may make in a second unless the server is told otherwise (MOCK_RATE_LIMIT). */
export const DEFAULT_RATE_LIMIT_PER_SECOND = 30;
/**
 * Sessions one account may hold at once unless told otherwise (MOCK_SESSION_LIMIT): the provider's limit. Issue 52:
 * one was the laptop signed out by the phone every time; AdMob and MAX allow many.
 */
export const DEFAULT_SESSION_LIMIT = 5;

export interface AuthConfig {
  now: () => number;
  sessionLimit: number;
  rateLimitPerSecond: number;
}

export class Auth {
  private byToken = new Map<string, TokenRecord>();
  private rate = new Map<string, { second: number; count: number }>();

  constructor(
    private db: Db,
    private cfg: AuthConfig,
  ) {
    this.reindex();
  }

  reindex(): void {
    this.byToken = new Map(this.db.state.tokens.map((t) => [t.token, t]));
  }

  /** Forget rate counters (reset). */
  clearRates(): void {
    this.rate.clear();
  }

  /** Drop expired tokens and sessions that have no token left. */
  purge(): void {
    const now = this.cfg.now();
    const s = this.db.state;
    const before = s.tokens.length;
    s.tokens = s.tokens.filter((t) => t.expiresAt > now);
    if (s.tokens.length !== before) {
      const live = new Set(s.tokens.map((t) => t.sessionId));
      s.sessions = s.sessions.filter((x) => live.has(x.id));
      this.reindex();
    }
  }

  /** Concurrent sessions per account from now on (QA control, `POST /__mock/settings`). */
  setSessionLimit(limit: number): void {
    this.cfg.sessionLimit = Math.max(1, Math.floor(limit));
  }

  get sessionLimit(): number {
    return this.cfg.sessionLimit;
  }

  /** Creates a session (displacing the oldest over the limit) and its first token. */
  signIn(
    account: AccountRecord,
    client?: ClientInfo,
    method: SignInMethod = 'password',
  ): { token: string; expiresIn: number; sessionId: string } {
    this.purge();
    const now = this.cfg.now();
    const s = this.db.state;
    const mine = s.sessions.filter((x) => x.accountId === account.id).sort((a, b) => a.createdAt - b.createdAt);
    const activeIds = new Set(s.tokens.filter((t) => t.state === 'active').map((t) => t.sessionId));
    const active = mine.filter((x) => activeIds.has(x.id));
    const excess = active.length - (this.cfg.sessionLimit - 1);
    // The displaced tab is told which device took its place (browser, system, place: never the address).
    const by = client ? { browser: client.browser, os: client.os, place: client.place } : undefined;
    for (const old of active.slice(0, Math.max(0, excess))) {
      for (const t of s.tokens)
        if (t.sessionId === old.id) {
          t.state = 'displaced';
          t.endedAt = now;
          t.displacedBy = by;
        }
    }
    const sessionId = randomHex(8);
    s.sessions.push({ id: sessionId, accountId: account.id, createdAt: now, client, method, lastSeenAt: now });
    const token = this.newToken(sessionId, account.id);
    account.lastLoginAt = now;
    return { token: token.token, expiresIn: TOKEN_TTL_MS / 1000, sessionId };
  }

  private newToken(sessionId: string, accountId: number): TokenRecord {
    const now = this.cfg.now();
    const rec: TokenRecord = {
      token: randomHex(24),
      sessionId,
      accountId,
      issuedAt: now,
      expiresAt: now + TOKEN_TTL_MS,
      state: 'active',
    };
    this.db.state.tokens.push(rec);
    this.byToken.set(rec.token, rec);
    return rec;
  }

  /** Resolves a token or throws 401 (missing/unknown/expired) or 406 (displaced). */
  authenticate(token: string | undefined): { account: AccountRecord; token: TokenRecord } {
    if (!token) throw httpError(401, 'tokenMissing', undefined, 'header user-token is missing');
    const rec = this.byToken.get(token);
    if (!rec) throw httpError(401, 'tokenInvalid', undefined, 'unknown user-token');
    if (rec.expiresAt <= this.cfg.now()) throw httpError(401, 'tokenExpired', undefined, 'user-token expired');
    const account = this.db.account(rec.accountId);
    const ended = (reason: SessionEndReason): SessionEnd => ({
      reason,
      at: iso(rec.endedAt ?? rec.issuedAt),
      timeZone: account?.timeZone ?? 'UTC',
      ...(reason === 'displaced' && rec.displacedBy ? { by: rec.displacedBy } : {}),
    });
    if (rec.state === 'displaced')
      throw new ApiError(
        406,
        406,
        'sessionDisplaced',
        undefined,
        undefined,
        'session displaced by a newer sign-in',
        ended('displaced'),
      );
    if (rec.state === 'ended')
      throw new ApiError(
        401,
        401,
        'sessionEnded',
        undefined,
        undefined,
        'session ended from another session',
        ended('ended'),
      );
    if (!account || account.status !== 'enabled')
      throw httpError(401, 'tokenInvalid', undefined, 'account removed or disabled');
    const session = this.db.state.sessions.find((x) => x.id === rec.sessionId);
    if (session) session.lastSeenAt = this.cfg.now();
    return { account, token: rec };
  }

  /** The account's sessions that still have a usable token, oldest first. */
  activeSessions(accountId: number): SessionRecord[] {
    this.purge();
    const s = this.db.state;
    const live = new Set(
      s.tokens.filter((t) => t.accountId === accountId && t.state === 'active').map((t) => t.sessionId),
    );
    return s.sessions
      .filter((x) => x.accountId === accountId && live.has(x.id))
      .sort((a, b) => a.createdAt - b.createdAt);
  }

  /**
   * Ends a session from another one: its tokens answer 401 with the reason
   * (`sessionEnd.reason: 'ended'`) until they would have expired.
   */
  endSession(sessionId: string): void {
    const now = this.cfg.now();
    for (const t of this.db.state.tokens)
      if (t.sessionId === sessionId && t.state === 'active') {
        t.state = 'ended';
        t.endedAt = now;
      }
  }

  /**
   * Ends every session of these accounts ("This was not me", issue 28): their tokens answer 401 with
   * `sessionEnd.reason: 'ended'`, so each tab lands on the login page as after /media/session/endOthers.
   */
  endSessionsOf(accountIds: ReadonlySet<number>): void {
    for (const t of this.db.state.tokens) if (accountIds.has(t.accountId)) this.endSession(t.sessionId);
  }

  /** Throws 429 when this token made more than the limit within the current second. */
  checkRate(token: string): void {
    const second = Math.floor(this.cfg.now() / 1000);
    const r = this.rate.get(token);
    if (!r || r.second !== second) {
      this.rate.set(token, { second, count: 1 });
      if (this.rate.size > 10_000) this.rate.clear();
      return;
    }
    r.count++;
    if (r.count > this.cfg.rateLimitPerSecond)
      throw httpError(429, 'rateLimited', undefined, `more than ${this.cfg.rateLimitPerSecond} requests per second`);
  }

  refresh(old: TokenRecord): { token: string; expiresIn: number } {
    const now = this.cfg.now();
    old.expiresAt = Math.min(old.expiresAt, now + REFRESH_GRACE_MS);
    const rec = this.newToken(old.sessionId, old.accountId);
    return { token: rec.token, expiresIn: TOKEN_TTL_MS / 1000 };
  }

  logout(rec: TokenRecord): void {
    const s = this.db.state;
    s.tokens = s.tokens.filter((t) => t.sessionId !== rec.sessionId);
    s.sessions = s.sessions.filter((x) => x.id !== rec.sessionId);
    this.reindex();
  }

  /** Ends every session of an account (password change, disabling, deletion). */
  revokeAccount(accountId: number): void {
    const s = this.db.state;
    s.tokens = s.tokens.filter((t) => t.accountId !== accountId);
    s.sessions = s.sessions.filter((x) => x.accountId !== accountId);
    this.reindex();
  }
}
