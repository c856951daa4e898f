import { extend, type Context, type RequestOptionsInit, type ResponseError } from 'umi-request';
import {
  currentLocale,
  getToken,
  handleInvalidSession,
  onQpsRejected,
  parseSessionEnd,
  rearmInvalidSession,
  SUPPORTED_LOCALES,
} from '@/session';
import { BizError, ErrorShowType, markShown, statusTextKey } from './errors';
import { isEnvelope, msgKind, type Envelope } from './envelope';
import { feedback, t } from './feedback';

/** Options a call may add to umi-request's own (SPEC.md sections 6-8). */
export interface CallOptions extends RequestOptionsInit {
  /** Send an empty user-token (sign-in and other public calls). */
  notToken?: boolean;
  /** Do not show the server's `msg` automatically. */
  noMsg?: boolean;
  /**
   * Do not show the server's `msg` of a success (code 0): the page says it
   * itself (a result page), and success is said once. Failures still speak.
   */
  noSuccessMsg?: boolean;
  /** Leave every failure to the caller: no notice, no session handling. */
  skipErrorHandler?: boolean;
}

export const REQUEST_TIMEOUT_MS = 90000;

let redirectTo: (path: string) => void = (path) => window.location.assign(path);
/** Where redirect-type errors (showType 9) go; wired to the router in src/app.tsx. */
export function setErrorRedirect(fn: (path: string) => void): void {
  redirectTo = fn;
}

/** Shows the server's `msg` as its showType says; returns whether the user was told (a text on screen, or the error page). */
function showServerMsg(env: Envelope, options: CallOptions): boolean {
  if (env.devMsg) {
    // devMsg is for developers only; it never reaches the screen.
    // eslint-disable-next-line no-console
    console.info('[devMsg]', env.devMsg);
  }
  if (!env.msg || options.noMsg || options.skipErrorHandler) return false;
  if (options.noSuccessMsg && env.code === 0) return false;
  const kind = msgKind(env.code);
  switch (env.showType) {
    case ErrorShowType.SILENT:
      return false;
    case ErrorShowType.NOTIFICATION:
      feedback.notify(env.msg);
      return true;
    case ErrorShowType.REDIRECT:
      redirectTo(`/exception?code=${encodeURIComponent(String(env.code))}`);
      return true;
    case ErrorShowType.WARN_MESSAGE:
      feedback.warning(env.msg);
      return true;
    case ErrorShowType.ERROR_MESSAGE:
      feedback.error(env.msg);
      return true;
    default:
      feedback[kind](env.msg);
      return true;
  }
}

/** The response check of SPEC.md section 8, run on every HTTP 200 answer. */
async function checkEnvelope(ctx: Context, next: () => void): Promise<void> {
  await next();
  const options = ctx.req.options as CallOptions;
  const body: unknown = ctx.res;
  if (!isEnvelope(body)) return; // files, HTML and other non-envelope answers pass through
  if (!options.skipErrorHandler) rearmInvalidSession();
  const shown = showServerMsg(body, options);
  if (body.code === 0) return;
  if (body.code === -100 && !options.skipErrorHandler) onQpsRejected();
  if (body.code === 200 && (body.result === null || body.result === undefined)) {
    const text = t('request.serverError');
    if (!body.msg && !options.noMsg && !options.skipErrorHandler) feedback.error(text);
    throw markShown(new BizError(text, 500, body.code, body));
  }
  const err = new BizError(body.message || body.msg || t('request.fallback'), 500, body.code, body, body.errors);
  // Marked as shown only when showServerMsg really put the msg on screen.
  throw shown ? markShown(err) : err;
}

/** HTTP failures and no-response failures: SPEC.md section 8. Always rethrows. */
function errorHandler(error: ResponseError): never {
  if (error instanceof BizError) throw error;
  const options = (error.request?.options ?? {}) as CallOptions;
  if (options.skipErrorHandler) throw error;
  const status = error.response?.status;
  if (!error.response) {
    feedback.notify(t('request.networkError'), t('request.checkNetwork'));
  } else if (status === 401 || status === 406) {
    // The envelope may say why the session ended (extension `sessionEnd`; validated, it is the server's).
    handleInvalidSession(status, parseSessionEnd((error.data as { sessionEnd?: unknown } | undefined)?.sessionEnd));
  } else if (status === 429) {
    feedback.warning(t('request.rateLimit'));
  } else {
    // What happened and what to do; the call's path is for developers (the console), not for the publisher.
    feedback.notify(t(statusTextKey(status)), t('request.contactSupport', { status: String(status) }));
  }
  throw markShown(error);
}

/** The single request instance of the console. */
export const request = extend({
  prefix: typeof API_HOST === 'string' ? API_HOST : '',
  timeout: REQUEST_TIMEOUT_MS,
  credentials: 'same-origin',
  errorHandler,
});

request.interceptors.request.use((url, options) => {
  const opts = options as CallOptions;
  const given = (opts.headers as Record<string, string> | undefined) ?? {};
  const headers: Record<string, string> = {
    ...given,
    // A call may pin the token it was made with (sign-out sends the token it is ending).
    'user-token': opts.notToken ? '' : (given['user-token'] ?? getToken()),
    'Accept-Language': currentLocale(SUPPORTED_LOCALES),
  };
  return { url, options: { ...options, headers } };
});

request.use(checkEnvelope);

/** POST with a JSON body: the shape of every provider call (SPEC.md section 7). */
export async function post<T>(url: string, data?: unknown, options: CallOptions = {}): Promise<Envelope<T>> {
  return request.post(url, { ...options, data: data ?? {}, requestType: 'json' }) as Promise<Envelope<T>>;
}

export { BizError, ErrorShowType, wasShown } from './errors';
export type { Envelope } from './envelope';
