import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { SUPPORTED_LOCALES } from '@/session';
import zhCN from '@/locales/zh-CN';

const dir = join(__dirname, '../../src/locales');
const files = readdirSync(dir).filter((f) => /^[a-z]{2}-[A-Z]{2}\.ts$/.test(f));

describe('locale files', () => {
  it('are exactly the supported locales', () => {
    expect(files.map((f) => f.replace('.ts', '')).sort()).toEqual([...SUPPORTED_LOCALES].sort());
  });

  it.each(files)('%s has every key zh-CN has, and no other', (file) => {
    // eslint-disable-next-line @typescript-eslint/no-var-requires
    const messages: Record<string, string> = require(join(dir, file)).default;
    expect(Object.keys(messages).sort()).toEqual(Object.keys(zhCN).sort());
    for (const [key, value] of Object.entries(messages)) {
      expect(typeof value).toBe('string');
      expect(value.trim()).not.toBe('');
      expect(value).not.toBe(key);
    }
  });

  it('has a text for every status of the status-text table', () => {
    for (const status of [200, 201, 202, 204, 400, 401, 403, 404, 406, 410, 422, 500, 502, 503, 504]) {
      expect(zhCN).toHaveProperty([`status.${status}`]);
    }
  });
});

describe('the error catalogue in English (SPEC.md section 8)', () => {
  // eslint-disable-next-line @typescript-eslint/no-var-requires
  const en: Record<string, string> = require(join(dir, 'en-US.ts')).default;
  it.each([
    ['request.serverError', 'Server error, please contact the administrator'],
    ['request.networkError', 'Network request error'],
    ['request.checkNetwork', 'Please check your network'],
    ['request.refreshNetwork', 'The network has an anomaly and the server cannot be connected'],
    ['request.loginInvalid', 'Login invalid, log in again in 3 seconds'],
    ['request.loginLimit', 'Login limit exceeded, logged out in 3 seconds'],
    ['request.rateLimit', 'Request rate exceeded'],
    ['request.fallback', 'Request error, please retry'],
  ])('%s reads %j', (key, text) => {
    expect(en[key]).toBe(text);
  });
});
