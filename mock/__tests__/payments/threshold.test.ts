/** @jest-environment node */
import type { PaymentProfile } from '../../../src/contract/typings';
import { LIMITS } from '../../../src/contract/limits';
import { freshApiPerTest, type TestApi } from '../helpers';

describe('payment threshold: refused outside the contract range, never clamped', () => {
  let api: TestApi;
  let demo: string;
  freshApiPerTest({}, (a, t) => {
    api = a;
    demo = t;
  });

  const profile = async () =>
    (await api.post<PaymentProfile>('/media/payment/profile/get', {}, { token: demo })).body.result;
  const save = async (threshold: unknown) => {
    const p = await profile();
    const { payeeName, method, bankName, swiftCode, taxId } = p;
    return api.post(
      '/media/payment/profile/update',
      { payeeName, method, bankName, swiftCode, taxId, threshold },
      {
        token: demo,
      },
    );
  };

  test.each([50, LIMITS.thresholdMin - 0.01, LIMITS.thresholdMax + 1, -5])(
    '%s answers 4001 on the field',
    async (n) => {
      const before = (await profile()).threshold;
      const r = await save(n);
      expect(r.body.code).toBe(4001);
      expect(r.body.errors?.threshold).toMatch(/100.*10000/);
      expect((await profile()).threshold).toBe(before);
    },
  );

  test.each([LIMITS.thresholdMin, 250.5, LIMITS.thresholdMax])('%s is saved as sent', async (n) => {
    expect((await save(n)).body.code).toBe(0);
    expect((await profile()).threshold).toBe(n);
  });
});
