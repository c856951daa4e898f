import type { HealthIssue } from '@/contract/typings';
import { fixHref } from '@/features/health/links';

const base: HealthIssue = {
  id: 'x',
  kind: 'appAds',
  severity: 'warning',
  app: null,
  adPosition: null,
  unitId: null,
  month: null,
  requests: null,
  amount: 0,
  currency: 'USD',
  appAdsStatus: null,
  blocker: null,
  reviewReason: null,
  hold: null,
  deadline: null,
  missing: [],
};
const issue = (fields: Partial<HealthIssue>): HealthIssue => ({ ...base, ...fields });

describe('where each issue is fixed', () => {
  it('app kinds: the apps list filtered to the app', () => {
    for (const kind of ['appAds', 'notInStore', 'notServing'] as const)
      expect(fixHref(issue({ kind, app: { id: 1007, name: 'Tap' } }))).toBe('/flow/app?id=1007');
  });

  it('an ad position: its list filtered to the app and the unit ID', () => {
    const href = fixHref(
      issue({
        kind: 'noImpressions',
        app: { id: 1003, name: 'A' },
        adPosition: { id: 2012, name: 'B' },
        unitId: 'mc-1003-2012',
      }),
    );
    expect(href).toBe('/flow/adpositions?appId=1003&keyword=mc-1003-2012');
  });

  it('a statement: its month open; payouts: the payments page', () => {
    expect(fixHref(issue({ kind: 'invoiceMissing', month: '2026-09' }))).toBe(
      '/financialReport/statements?month=2026-09',
    );
    expect(fixHref(issue({ kind: 'statementToConfirm', month: '2026-10' }))).toBe(
      '/financialReport/statements?month=2026-10',
    );
    expect(fixHref(issue({ kind: 'payoutHold' }))).toBe('/financialReport/payments');
    expect(fixHref(issue({ kind: 'payeeDetails' }))).toBe('/financialReport/payments');
  });

  it('a hostile answer builds no other address: no scheme, no extra parameter, no path', () => {
    expect(fixHref(issue({ kind: 'invoiceMissing', month: 'javascript:alert(1)' }))).toBe(
      '/financialReport/statements',
    );
    expect(fixHref(issue({ kind: 'appAds', app: { id: '1&admin=1' as unknown as number, name: 'x' } }))).toBe(
      '/flow/app',
    );
    const href = fixHref(
      issue({
        kind: 'noImpressions',
        app: { id: 1, name: 'a' },
        adPosition: { id: 2, name: 'b' },
        unitId: 'x&appId=9#/evil',
      }),
    );
    expect(href.startsWith('/flow/adpositions?')).toBe(true);
    expect(new URLSearchParams(href.split('?')[1]).getAll('appId')).toEqual(['1']);
    expect(new URLSearchParams(href.split('?')[1]).get('keyword')).toBe('x&appId=9#/evil');
  });
});
