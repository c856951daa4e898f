/**
 * The answer envelope `{ code, result, message, msg, devMsg }` and the error
 * type handlers throw. Handlers never build envelopes themselves: they return
 * a Reply or throw an ApiError, and the server translates both into the
 * caller's language in one place.
 */
import type { Envelope as ContractEnvelope, SessionEnd } from '../../../src/contract/typings';
import type { Lang, MockResponse } from '../types';
import { t, type FieldMessage, type MessageKey, type MessageParams } from './i18n';

/** The contract's envelope; `data` is the legacy copy of `result` on refresh and menu answers. */
export type Envelope = ContractEnvelope & { data?: unknown };

/**
 * Extension: why a session ended, on the 401/406 answer of its tokens, so the
 * console can say what happened ("signed in on another device at 10:42").
 * `at` is when it ended; `timeZone` is the account's, for showing `at`.
 */
export type { SessionEnd };

/** What a handler returns on success. */
export interface Reply {
  result: unknown;
  /** Tell the user (successful writes): sets `msg`. */
  msg?: MessageKey;
  msgParams?: MessageParams;
  devMsg?: string;
  /** Also copy the result to `data` (refresh and menu list, read by legacy code). */
  withData?: boolean;
  /** The call changed persisted state. */
  changed?: boolean;
}

/** A handler answer that is not an envelope (HTML page, CSV file). */
export interface RawReply {
  raw: MockResponse;
  changed?: boolean;
}

export type HandlerResult = Reply | RawReply;

export function isRaw(r: HandlerResult): r is RawReply {
  return 'raw' in r;
}

export class ApiError extends Error {
  constructor(
    /** HTTP status: 200 for business errors, 401/403/406/429/… otherwise. */
    readonly status: number,
    /** Envelope code. */
    readonly code: number,
    readonly key: MessageKey,
    readonly params?: MessageParams,
    readonly fieldErrors?: Record<string, FieldMessage>,
    readonly devMsg?: string,
    readonly sessionEnd?: SessionEnd,
  ) {
    super(key);
  }
}

/** Business error (HTTP 200, nonzero code). */
export function bizError(code: number, key: MessageKey, params?: MessageParams, devMsg?: string): ApiError {
  return new ApiError(200, code, key, params, undefined, devMsg);
}

/** 4001 with one message per field. */
export function validationError(errors: Record<string, FieldMessage>): ApiError {
  return new ApiError(200, 4001, 'validation', undefined, errors, `invalid fields: ${Object.keys(errors).join(', ')}`);
}

export function notFound(devMsg?: string): ApiError {
  return bizError(4004, 'notFound', undefined, devMsg);
}

/** HTTP-level error whose envelope code equals the status. */
export function httpError(status: number, key: MessageKey, params?: MessageParams, devMsg?: string): ApiError {
  return new ApiError(status, status, key, params, undefined, devMsg);
}

export function envelopeOf(lang: Lang, reply: Reply): Envelope {
  const env: Envelope = {
    code: 0,
    result: reply.result,
    message: reply.msg ? t(lang, reply.msg, reply.msgParams) : t(lang, 'ok'),
  };
  if (reply.msg) env.msg = env.message;
  if (reply.devMsg) env.devMsg = reply.devMsg;
  if (reply.withData) env.data = reply.result;
  return env;
}

export function errorResponse(lang: Lang, err: ApiError): MockResponse {
  const message = t(lang, err.key, err.params);
  const env: Envelope = { code: err.code, result: null, message, msg: message };
  if (err.devMsg) env.devMsg = err.devMsg;
  if (err.sessionEnd) env.sessionEnd = err.sessionEnd;
  if (err.fieldErrors) {
    env.errors = {};
    for (const [field, fm] of Object.entries(err.fieldErrors)) env.errors[field] = t(lang, fm.key, fm.params);
  }
  return { status: err.status, json: env };
}

export function jsonResponse(json: unknown, status = 200): MockResponse {
  return { status, json };
}

/** 4009: the value of `field` is already used; `errors[field]` says so. */
export function duplicateError(field: string, key: MessageKey = 'duplicate'): ApiError {
  return new ApiError(200, 4009, 'duplicate', undefined, { [field]: { key } }, `${field} already used`);
}
