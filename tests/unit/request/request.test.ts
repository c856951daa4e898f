import { act, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { BizError, ErrorShowType, post, setErrorRedirect, wasShown } from '@/request';
import { signInWithPassword } from '@/services/auth';
import { configureSession, getQps, rearmInvalidSession } from '@/session';
import { mountFeedbackHost } from '../support/feedbackHost';
import { inAct } from '../support/inAct';
import { setupMockApi } from '../support/mockApi';
import { credentials, signInAs } from '../support/signIn';

const api = setupMockApi();
mountFeedbackHost();
let navigate: jest.Mock;

async function signInDemo() {
  return (await signInAs('demo'))['user-token'];
}

/** A call whose toast or notification renders before the test looks for it. */
function posted(...args: Parameters<typeof post>) {
  return inAct(() => post(...args));
}

/** The texts of the toasts of one kind on screen (earlier tests' toasts may still be there). */
function toastTexts(kind: 'success' | 'info' | 'warning' | 'error') {
  return screen.queryAllByTestId(`toast-${kind}`).map((el) => el.textContent ?? '');
}

function fault(type: string) {
  return { headers: { 'x-mock-fault': type } };
}

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('umi_locale', 'en-US');
  navigate = jest.fn();
  configureSession({ navigate, notify: jest.fn(), currentPath: () => '/flow/app' });
  rearmInvalidSession();
});

describe('the request instance', () => {
  it('gives up on a call that never answers at 90 s, not before, with the no-response notice (SPEC.md 8, 9)', async () => {
    await signInDemo();
    // An answer that never comes.
    api.server.use(http.post('*/media/find', () => new Promise<never>(() => {})));
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick'] });
    try {
      let settled: unknown = 'pending';
      void post('/media/find', {}).then(
        () => (settled = 'answered'),
        (e) => (settled = e),
      );
      await act(async () => void (await jest.advanceTimersByTimeAsync(89_900)));
      expect(settled).toBe('pending');
      expect(screen.queryByText('Network request error')).not.toBeInTheDocument();
      await act(async () => void (await jest.advanceTimersByTimeAsync(100)));
      expect(settled).toMatchObject({ name: 'RequestError', type: 'Timeout' });
      expect(screen.getByText('Network request error')).toBeInTheDocument();
      expect(screen.getByText('Please check your network')).toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it('sends user-token and Accept-Language on every call, an empty token when flagged notToken', async () => {
    const seen: Headers[] = [];
    api.server.events.on('request:start', ({ request }) => seen.push(request.headers));
    const token = await signInDemo();
    await post('/media/find', {});
    const [signInHeaders, findHeaders] = seen;
    expect(signInHeaders.get('user-token')).toBe('');
    expect(findHeaders.get('user-token')).toBe(token);
    expect(findHeaders.get('accept-language')).toBe('en-US');
    expect(findHeaders.get('content-type')).toContain('application/json');
    api.server.events.removeAllListeners();
  });

  it('defaults Accept-Language to zh-CN when nothing valid is stored and the browser language is not shipped', async () => {
    localStorage.setItem('umi_locale', '<b>');
    const seen: string[] = [];
    api.server.events.on('request:start', ({ request }) => seen.push(request.headers.get('accept-language') ?? ''));
    const spy = jest.spyOn(window.navigator, 'language', 'get').mockReturnValue('de-DE');
    await signInDemo();
    expect(seen[0]).toBe('zh-CN');
    spy.mockRestore();
    api.server.events.removeAllListeners();
  });
});

describe('the response check', () => {
  it('turns HTTP 200 with code 200 and a null result into code 500 with the server-error text', async () => {
    await signInDemo();
    const err = await posted('/media/find', {}, fault('null-result')).catch((e) => e);
    expect(err).toBeInstanceOf(BizError);
    expect(err.code).toBe(500);
    expect(err.message).toBe('Server error, please contact the administrator');
    expect(await screen.findByText('Server error, please contact the administrator')).toBeInTheDocument();
  });

  it('turns a nonzero business code into code 500 carrying the server message, shown as a warning for 4xxx', async () => {
    await signInDemo();
    const err = await posted('/media/subAccount/create', { account_name: '' }).catch((e) => e);
    expect(err).toBeInstanceOf(BizError);
    expect(err.code).toBe(500);
    expect(err.bizCode).toBe(4001);
    expect(err.fieldErrors).toBeTruthy();
    expect(await screen.findByTestId('toast-warning')).toHaveTextContent(err.envelope.msg);
  });

  it('shows a success msg as a success notice, and nothing with noMsg', async () => {
    await signInWithPassword(credentials('demo')); // noMsg inside the service
    expect(screen.queryByTestId('toast-success')).not.toBeInTheDocument();
    await posted('/media/authorize/get', credentials('demo'), { notToken: true });
    expect(await screen.findByTestId('toast-success')).toBeInTheDocument();
  });

  it('shows 5xxx business messages as errors and logs devMsg to the console only', async () => {
    await signInDemo();
    const info = jest.spyOn(console, 'info').mockImplementation(() => undefined);
    api.server.use(
      http.post('*/media/find', () =>
        HttpResponse.json({
          code: 5000,
          result: null,
          message: 'boom',
          msg: 'Something broke',
          devMsg: 'stack: x.ts:1',
        }),
      ),
    );
    const err = await posted('/media/find', {}).catch((e) => e);
    expect(err.code).toBe(500);
    expect(err.message).toBe('boom');
    // (Toasts of earlier tests may still be on screen: look among all of them.)
    await waitFor(() => expect(toastTexts('error')).toContain('Something broke'));
    expect(info).toHaveBeenCalledWith('[devMsg]', 'stack: x.ts:1');
    expect(document.body.textContent).not.toContain('stack: x.ts:1');
    info.mockRestore();
  });

  it("the server's showType picks the display: silent, warning, error, notification or a redirect to /exception", async () => {
    await signInDemo();
    const redirect = jest.fn();
    setErrorRedirect(redirect);
    const answer = (showType: number, msg: string) =>
      api.server.use(
        http.post('*/media/find', () => HttpResponse.json({ code: 4001, result: null, message: 'no', msg, showType })),
      );

    answer(ErrorShowType.WARN_MESSAGE, 'Shown as a warning');
    await posted('/media/find', {}).catch(() => undefined);
    await waitFor(() => expect(toastTexts('warning')).toContain('Shown as a warning'));

    answer(ErrorShowType.ERROR_MESSAGE, 'Shown as an error');
    await posted('/media/find', {}).catch(() => undefined);
    await waitFor(() => expect(toastTexts('error')).toContain('Shown as an error'));

    answer(ErrorShowType.NOTIFICATION, 'Shown as a notification');
    await posted('/media/find', {}).catch(() => undefined);
    await waitFor(() =>
      expect(screen.getAllByRole('alert').map((el) => el.textContent)).toContain('Shown as a notification'),
    );

    answer(ErrorShowType.REDIRECT, 'Not shown: the page goes');
    await posted('/media/find', {}).catch(() => undefined);
    expect(redirect).toHaveBeenCalledWith('/exception?code=4001');

    answer(ErrorShowType.SILENT, 'Never shown');
    const silent = await posted('/media/find', {}).catch((e) => e);
    expect(silent).toBeInstanceOf(BizError);
    expect(wasShown(silent)).toBe(false);
    expect(document.body.textContent).not.toContain('Never shown');
    expect(document.body.textContent).not.toContain('Not shown: the page goes');
    expect([ErrorShowType.SILENT, ErrorShowType.WARN_MESSAGE, ErrorShowType.ERROR_MESSAGE]).toEqual([0, 1, 2]);
    expect([ErrorShowType.NOTIFICATION, ErrorShowType.REDIRECT]).toEqual([3, 9]);
  });

  it('rethrows server errors of other calls without showing a message when the call skips the handler', async () => {
    await signInDemo();
    const err = await posted('/media/find', {}, { ...fault('business'), skipErrorHandler: true }).catch((e) => e);
    expect(err).toBeInstanceOf(BizError);
    expect(err.envelope.msg).toBeTruthy();
    // Nothing was shown, so the caller is told to show its own message.
    expect(wasShown(err)).toBe(false);
    // The same failure through the handler shows its msg: once it is on screen, it is there once, not twice
    // (messages show in the order they were raised), so the skipped call showed nothing.
    const handled = await posted('/media/find', {}, fault('business')).catch((e) => e);
    expect(wasShown(handled)).toBe(true);
    expect(await screen.findAllByText(err.envelope.msg)).toHaveLength(1);
  });

  it('marks an error as shown only when its msg really reached the screen', async () => {
    await signInDemo();
    const quiet = await posted('/media/find', {}, { ...fault('business'), noMsg: true }).catch((e) => e);
    expect(quiet.envelope.msg).toBeTruthy();
    expect(wasShown(quiet)).toBe(false);
    const loud = await posted('/media/find', {}, fault('business')).catch((e) => e);
    expect(wasShown(loud)).toBe(true);
  });
});

/** umi-request's rejection for an HTTP error answer: the answer's status, and no envelope taken for a business error. */
const httpStatus = (status: number) => ({ name: 'ResponseError', response: expect.objectContaining({ status }) });

describe('HTTP failures', () => {
  it('no response: "network request error" with "please check network"', async () => {
    await signInDemo();
    await expect(posted('/media/find', {}, fault('drop'))).rejects.toMatchObject({ response: null });
    expect(await screen.findByText('Network request error')).toBeInTheDocument();
    expect(screen.getByText('Please check your network')).toBeInTheDocument();
  });

  it('429: "request rate exceeded"', async () => {
    await signInDemo();
    await expect(posted('/media/find', {}, fault('429'))).rejects.toMatchObject(httpStatus(429));
    expect(await screen.findByText('Request rate exceeded')).toBeInTheDocument();
  });

  it('other statuses use the status-text table, unknown ones the fallback', async () => {
    await signInDemo();
    await expect(posted('/media/find', {}, fault('500'))).rejects.toMatchObject(httpStatus(500));
    expect(await screen.findByText('The server ran into an error. Try again in a moment.')).toBeInTheDocument();
    // What to do, never the call's path (developer wording).
    expect(screen.getByText('If it keeps happening, contact support and mention error 500.')).toBeInTheDocument();
    expect(screen.queryByText(/\/media\//)).not.toBeInTheDocument();
    api.server.use(http.post('*/media/find', () => new HttpResponse('teapot', { status: 418 })));
    await expect(posted('/media/find', {})).rejects.toMatchObject(httpStatus(418));
    expect(await screen.findByText('Request error, please retry')).toBeInTheDocument();
  });

  it('a missing token answers 401 and starts the invalid-session handling once for concurrent calls', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    const notify = jest.fn();
    configureSession({ navigate, notify, currentPath: () => '/flow/app' });
    const calls = [post('/media/find', {}), post('/media/find', {}), post('/media/app/list', {})];
    const results = await Promise.allSettled(calls);
    expect(results.every((r) => r.status === 'rejected')).toBe(true);
    expect(notify).toHaveBeenCalledTimes(1);
    expect(notify).toHaveBeenCalledWith('loginInvalid');
    jest.advanceTimersByTime(3000);
    expect(navigate).toHaveBeenCalledWith('/user/login?redirect=%2Fflow%2Fapp');
    jest.useRealTimers();
  });

  it('406 reports the login limit', async () => {
    const notify = jest.fn();
    configureSession({ navigate, notify, currentPath: () => '/flow/app' });
    await signInDemo();
    await expect(posted('/media/find', {}, fault('406'))).rejects.toMatchObject(httpStatus(406));
    expect(notify).toHaveBeenCalledWith('loginLimit');
  });

  it('business code -100 increments SSP_QPS', async () => {
    await signInDemo();
    expect(getQps()).toBe(0);
    await expect(posted('/media/authorize/keep', {}, fault('-100'))).rejects.toBeInstanceOf(BizError);
    expect(getQps()).toBe(1);
    expect(navigate).toHaveBeenCalledWith('/user/login?redirect=%2Fflow%2Fapp');
  });
});
