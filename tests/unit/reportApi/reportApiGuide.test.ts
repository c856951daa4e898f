import CryptoJS from 'crypto-js';
import {
  getReportApiCredentials as getCredentialsOnly,
  revealReportApiSecret,
  rotateReportApiSecret,
} from '@/features/reportApi/api';
import {
  apiBaseUrl,
  curlExample,
  exampleParams,
  exampleQuery,
  javascriptExample,
  MAX_CLOCK_SKEW_S,
  MAX_RANGE_DAYS,
  MAX_ROWS_PER_PAGE,
  RATE_LIMIT_PER_S,
  reportingDay,
  SECRET_ENV,
  sortedQuery,
  stringToSignExample,
  type ExampleInput,
} from '@/features/reportApi/guide';
import { configureSession } from '@/session';
import { MAX_RANGE_DAYS as MOCK_MAX_RANGE_DAYS } from '../../../mock/core/lib/report';
import { API_MAX_ROWS, MAX_SKEW_S, signReportRequest, sortedQueryString } from '../../../mock/core/reportApi/routes';
import { DEFAULT_RATE_LIMIT_PER_SECOND } from '../../../mock/core/auth';
import { setupMockApi } from '../support/mockApi';
import { DEMO, signInAs } from '../support/signInToken';

setupMockApi();

interface ReportBody {
  code: number;
  message: string;
  result: { start: string; end: string; list: { date: string }[]; totals: { impressions: number } } | null;
}

/** The credentials and the secret, revealed with the demo password the way the page does (issue 28). */
async function getReportApiCredentials() {
  const creds = await getCredentialsOnly();
  return { ...creds, secret: await revealReportApiSecret(DEMO[1]) };
}

const START = reportingDay(7);
const END = reportingDay(1);
const ORIGIN = 'http://localhost';

/** Signs and sends a report request by the guide's four steps, with crypto-js. */
/** The mock's clock, which signatures are checked against: the real one (only its figures run ahead, figuresClock). */
const serverNow = () => Date.now();

async function callReport(apiKey: string, secret: string, opts: { timestamp?: number; nonce?: string } = {}) {
  return callReportWith(apiKey, secret, { start: START, end: END, groupBy: 'day' }, opts);
}

async function callReportWith(
  apiKey: string,
  secret: string,
  params: Record<string, string>,
  opts: { timestamp?: number; nonce?: string } = {},
) {
  const query = sortedQuery(params); // step 1
  const timestamp = String(opts.timestamp ?? Math.floor(serverNow() / 1000));
  const nonce = opts.nonce ?? CryptoJS.lib.WordArray.random(12).toString(CryptoJS.enc.Hex);
  const stringToSign = `${timestamp}\n${nonce}\n${query}`; // step 2
  const signature = CryptoJS.HmacSHA256(stringToSign, secret).toString(CryptoJS.enc.Hex); // step 3
  const res = await fetch(`${ORIGIN}/openapi/report?${query}`, {
    headers: { 'X-Api-Key': apiKey, 'X-Timestamp': timestamp, 'X-Nonce': nonce, 'X-Signature': signature }, // step 4
  });
  return { status: res.status, body: (await res.json()) as ReportBody, signature, timestamp, nonce };
}

/** Runs the page's JavaScript example as written; only the ES import line is replaced by an argument. */
async function runJavaScriptExample(input: ExampleInput, secret: string, now: () => number = serverNow) {
  const source = javascriptExample(input);
  expect(source.split('\n')[0]).toBe("import CryptoJS from 'crypto-js';");
  const body = source.split('\n').slice(1).join('\n');
  const logged: unknown[] = [];
  const fakeDate = { now };
  const fakeProcess = { env: { [SECRET_ENV]: secret } };
  // eslint-disable-next-line @typescript-eslint/no-empty-function
  const AsyncFunction = Object.getPrototypeOf(async () => {}).constructor as new (
    ...args: string[]
  ) => (...args: unknown[]) => Promise<void>;
  const run = new AsyncFunction('CryptoJS', 'fetch', 'console', 'process', 'Date', body);
  await run(CryptoJS, fetch, { log: (v: unknown) => logged.push(v) }, fakeProcess, fakeDate);
  return logged;
}

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('umi_locale', 'en-US');
  configureSession({ navigate: jest.fn(), notify: jest.fn(), currentPath: () => '/accounts/reportapi' });
});

describe('the report API guide', () => {
  it('states the limits the mock enforces', () => {
    expect(MAX_CLOCK_SKEW_S).toBe(MAX_SKEW_S);
    expect(MAX_RANGE_DAYS).toBe(MOCK_MAX_RANGE_DAYS);
    expect(MAX_ROWS_PER_PAGE).toBe(API_MAX_ROWS);
    expect(RATE_LIMIT_PER_S).toBe(DEFAULT_RATE_LIMIT_PER_SECOND); // per key (mock/__tests__/reportApi/reportApi.test.ts)
  });

  it('builds the sorted query and the string to sign like the mock', () => {
    const q = { start: '2026-03-09', end: '2026-03-15', groupBy: 'day', 'a b': 'x&y' };
    expect(sortedQuery(q)).toBe(sortedQueryString(q));
    expect(sortedQuery(q)).toBe('a%20b=x%26y&end=2026-03-15&groupBy=day&start=2026-03-09');
    const input = { baseUrl: ORIGIN, endpoint: '/openapi/report', apiKey: 'k', start: '2026-03-09', end: '2026-03-15' };
    expect(stringToSignExample(input)).toBe(
      '1767225600\nn0nce-3f9a1c2b7d4e\nend=2026-03-15&groupBy=day&start=2026-03-09',
    );
  });

  it('gets data from /openapi/report with a request signed as the guide says', async () => {
    await signInAs(...DEMO);
    const creds = await getReportApiCredentials();
    expect(creds.endpoint).toBe('/openapi/report');
    const res = await callReport(creds.apiKey, creds.secret);
    expect(res.signature).toBe(
      signReportRequest(creds.secret, res.timestamp, res.nonce, { start: START, end: END, groupBy: 'day' }),
    );
    expect(res.status).toBe(200);
    expect(res.body.code).toBe(0);
    expect(res.body.result?.start).toBe(START);
    expect(res.body.result?.list.map((r) => r.date)).toHaveLength(7);
    expect(res.body.result?.totals.impressions).toBeGreaterThan(0);
    // The call is recorded as the key's last use.
    expect((await getReportApiCredentials()).lastUsedAt).not.toBeNull();
  });

  it('refuses a timestamp more than 300 s off, and accepts one just inside', async () => {
    await signInAs(...DEMO);
    const { apiKey, secret } = await getReportApiCredentials();
    // The clock stands still for the three calls: with a running clock, a loaded machine let a second pass between
    // reading `now` and the mock's check, and now + 301 came out 300 s off and was accepted (CI, session 17).
    const frozen = Math.floor(Date.now() / 1000) * 1000;
    const clock = jest.spyOn(Date, 'now').mockReturnValue(frozen);
    try {
      const now = Math.floor(serverNow() / 1000);
      const late = await callReport(apiKey, secret, { timestamp: now - 301 });
      expect(late.status).toBe(401);
      expect(late.body).toMatchObject({ code: 401, message: expect.stringMatching(/300 s/) });
      const early = await callReport(apiKey, secret, { timestamp: now + 301 });
      expect(early.status).toBe(401);
      expect(early.body.message).toMatch(/300 s/);
      expect((await callReport(apiKey, secret, { timestamp: now - 300 })).status).toBe(200);
      expect((await callReport(apiKey, secret, { timestamp: now + 300 })).status).toBe(200);
    } finally {
      clock.mockRestore();
    }
  });

  it('refuses a reused nonce; after rotation the old secret works during its grace, and not after another rotation', async () => {
    await signInAs(...DEMO);
    const { apiKey, secret } = await getReportApiCredentials();
    expect((await callReport(apiKey, secret, { nonce: 'same-nonce-1234' })).status).toBe(200);
    const again = await callReport(apiKey, secret, { nonce: 'same-nonce-1234' });
    expect(again.status).toBe(401);
    expect(again.body.message).toMatch(/nonce/i);
    const rotated = await rotateReportApiSecret(DEMO[1]);
    expect(rotated.apiKey).toBe(apiKey);
    expect(rotated.secret).not.toBe(secret);
    // Grace (issue 17): the old secret is still accepted for 24 hours.
    expect((await callReport(apiKey, secret)).status).toBe(200);
    expect((await callReport(apiKey, rotated.secret)).status).toBe(200);
    // Only one old secret is kept: the next rotation ends the first one's grace.
    const again2 = await rotateReportApiSecret(DEMO[1]);
    expect((await callReport(apiKey, secret)).status).toBe(401);
    expect((await callReport(apiKey, rotated.secret)).status).toBe(200);
    expect((await callReport(apiKey, again2.secret)).status).toBe(200);
  });

  it("runs the page's JavaScript example against the mock, and it fails loudly on clock skew", async () => {
    await signInAs(...DEMO);
    const creds = await getReportApiCredentials();
    const input: ExampleInput = {
      baseUrl: apiBaseUrl('', ORIGIN),
      endpoint: creds.endpoint,
      apiKey: creds.apiKey,
      start: START,
      end: END,
    };
    const logged = await runJavaScriptExample(input, creds.secret);
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({ impressions: expect.any(Number) });
    const skewed = () => serverNow() - (MAX_CLOCK_SKEW_S + 5) * 1000;
    await expect(runJavaScriptExample(input, creds.secret, skewed)).rejects.toThrow(/^401 401: .*300 s/);
  });

  it("runs the example with the page's dimensions, zone and page size: rows by day and country, paged", async () => {
    await signInAs(...DEMO);
    const creds = await getReportApiCredentials();
    const input: ExampleInput = {
      baseUrl: apiBaseUrl('', ORIGIN),
      endpoint: creds.endpoint,
      apiKey: creds.apiKey,
      start: START,
      end: END,
      timeZone: 'America/Los_Angeles',
      groupBy: 'day,country',
      pageSize: MAX_ROWS_PER_PAGE,
    };
    expect(exampleQuery(input)).toBe(
      `end=${END}&groupBy=day%2Ccountry&pageSize=1000&start=${START}&timeZone=America%2FLos_Angeles`,
    );
    expect(javascriptExample(input)).toContain('groupBy: "day,country"');
    const logged = await runJavaScriptExample(input, creds.secret);
    expect(logged[0]).toMatchObject({ impressions: expect.any(Number) });
    // The same call, read whole: countries, the zone, paging with a total; a small page is a page.
    const small = await callReportWith(creds.apiKey, creds.secret, {
      ...exampleParams(input),
      pageSize: '5',
      page: '2',
    });
    expect(small.status).toBe(200);
    const r = small.body.result as unknown as {
      timeZone: string;
      groupBy: string;
      current: number;
      pageSize: number;
      total: number;
      list: { date: string; country: string }[];
    };
    expect(r).toMatchObject({ timeZone: 'America/Los_Angeles', groupBy: 'day,country', current: 2, pageSize: 5 });
    expect(r.list).toHaveLength(5);
    expect(r.list[0].country).toMatch(/^[A-Z]{2}$/);
    expect(r.total).toBeGreaterThan(7 * 10);
    // Over the limit is clamped, never more rows than documented.
    const big = await callReportWith(creds.apiKey, creds.secret, { ...exampleParams(input), pageSize: '5000' });
    expect((big.body.result as unknown as { pageSize: number }).pageSize).toBe(MAX_ROWS_PER_PAGE);
  });

  it('puts the key and the query into the curl example, and the secret only as a variable', () => {
    const input: ExampleInput = {
      baseUrl: 'https://api.example.test',
      endpoint: '/openapi/report',
      apiKey: "mk_a'b",
      start: START,
      end: END,
    };
    const curl = curlExample(input);
    expect(curl).toContain(`API_KEY='mk_a'\\''b'`);
    expect(curl).toContain(`SECRET="$${SECRET_ENV}"`);
    expect(curl).toContain(`QUERY='end=${END}&groupBy=day&start=${START}'`);
    expect(curl).toContain('printf \'%s\\n%s\\n%s\' "$TS" "$NONCE" "$QUERY" | openssl dgst -sha256 -hmac "$SECRET"');
    expect(curl).toContain(`curl -sS 'https://api.example.test/openapi/report'"?$QUERY"`);
  });

  it('uses API_HOST when absolute, else this origin', () => {
    expect(apiBaseUrl('', 'http://127.0.0.1:8101')).toBe('http://127.0.0.1:8101');
    expect(apiBaseUrl('https://api.example.test/', 'http://x')).toBe('https://api.example.test');
    expect(apiBaseUrl('/gateway', 'http://x')).toBe('http://x/gateway');
  });
});
