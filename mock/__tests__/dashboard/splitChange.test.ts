/** @jest-environment node */
/** The split of an earnings change into its causes (issue 49): the worked example of docs/insights.md, and the edges. */
import { causeParts, largestRemainder, mainCause, splitChange } from '../../core/dashboard/rules/splitChange';

const cents = (split: { cents: number }[]) => split.map((c) => c.cents);

describe('splitChange', () => {
  test("docs/insights.md's worked example: fill rate 71% → 18% is the cause of a $46.97 drop", () => {
    const prev = { requests: 10_000, fills: 7_100, impressions: 6_390, earningsCents: 6_390 };
    const cur = { requests: 11_000, fills: 1_980, impressions: 1_881, earningsCents: 1_693 };
    const parts = causeParts(cur, prev);
    // L(16.93, 63.90) = 35.3628 dollars; requests +10%: L · ln 1.1; fill rate: L · ln(0.18 / 0.71) …
    expect(parts[0]).toBeCloseTo(3536.2794 * Math.log(1.1), 3);
    expect(parts[1]).toBeCloseTo(3536.2794 * Math.log(0.18 / 0.71), 3);
    expect(parts.reduce((a, b) => a + b, 0)).toBeCloseTo(-4697, 9);
    const split = splitChange(parts, -4697);
    expect(split).toEqual([
      { cause: 'requests', cents: 337 },
      { cause: 'fillRate', cents: -4853 },
      { cause: 'showRate', cents: 191 },
      { cause: 'ecpm', cents: -372 },
    ]);
    expect(mainCause(split, -4697)).toBe('fillRate');
  });

  test('a fill rate that fell to zero is the fill rate, not an eCPM the period no longer has', () => {
    const parts = causeParts(
      { requests: 500, fills: 0, impressions: 0, earningsCents: 0 },
      { requests: 400, fills: 300, impressions: 270, earningsCents: 540 },
    );
    expect(parts).toEqual([135, -675, 0, 0]);
  });

  test('a country cell with a cent of earnings and no impression (rounding) still splits, and adds up', () => {
    const cur = { requests: 3, fills: 1, impressions: 0, earningsCents: 1 };
    const prev = { requests: 4, fills: 2, impressions: 1, earningsCents: 3 };
    const parts = causeParts(cur, prev);
    expect(parts.every(Number.isFinite)).toBe(true);
    expect(splitChange(parts, -2).reduce((a, c) => a + c.cents, 0)).toBe(-2);
  });

  test('new traffic is requests; an unchanged figure has no cause', () => {
    const fresh = { requests: 1_000, fills: 800, impressions: 760, earningsCents: 1_520 };
    expect(causeParts(fresh, { requests: 0, fills: 0, impressions: 0, earningsCents: 0 })).toEqual([1520, 0, 0, 0]);
    expect(causeParts(fresh, fresh)).toEqual([0, 0, 0, 0]);
  });

  test('largest remainder: whole cents adding up to the total, also when the parts are a cent off', () => {
    expect(largestRemainder([0.5, 0.5, 0.5, -1.5], 0)).toEqual([1, 1, 0, -2]);
    expect(largestRemainder([10.2, 10.2, 10.6], 31)).toEqual([10, 10, 11]);
    expect(largestRemainder([10.2, 10.2, 10.6], 32)).toEqual([11, 10, 11]);
    expect(largestRemainder([10.2, 10.2, 10.6], 30)).toEqual([10, 10, 10]);
    expect(cents(splitChange([-0.3, -0.3, -0.4, 0], -1))).toEqual([0, 0, -1, 0]);
  });

  test('the main cause goes the way of the change', () => {
    const split = [
      { cause: 'requests' as const, cents: 500 },
      { cause: 'fillRate' as const, cents: -300 },
      { cause: 'showRate' as const, cents: 0 },
      { cause: 'ecpm' as const, cents: -250 },
    ];
    expect(mainCause(split, -50)).toBe('fillRate');
    expect(mainCause(split, 1)).toBe('requests');
  });
});
