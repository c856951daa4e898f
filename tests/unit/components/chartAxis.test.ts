// Issue 35, defects 3 and 4: chart axes read "$3.0K" ("$3000.0" in Chinese) where the compact format named
// only its maximum fraction digits, and a fixed 64 px axis cut ar-EG's longer labels at the chart's edge.
import { MIN_AXIS_SIZE, valueAxisSize } from '@/components/UPlotChart/axisSize';
import { formatCompact, formatCompactMoney } from '@/utils/format';

describe('compact figures on chart axes', () => {
  it.each([
    ['en-US', 3000, '$3K'],
    ['en-US', 2500, '$2.5K'],
    ['en-US', 500, '$500'],
    ['en-US', 0, '$0'],
    ['zh-CN', 3000, '$3000'],
    ['zh-CN', 30000, '$3万'],
  ])('%s money %d reads %s', (locale, n, text) => expect(formatCompactMoney(n, 'USD', locale)).toBe(text));

  it('no locale writes a zero fraction ("3.0", "٣٫٠")', () => {
    for (const locale of ['en-US', 'zh-CN', 'ja-JP', 'ar-EG', 'fa-IR', 'he-IL', 'pt-BR', 'es-ES'])
      for (const n of [0, 500, 1000, 2000, 3000, 1_000_000]) {
        expect(formatCompactMoney(n, 'USD', locale)).not.toMatch(/[.,٫]0(?!\d)|[.,٫]٠/);
        expect(formatCompact(n, locale)).not.toMatch(/[.,٫]0(?!\d)|[.,٫]٠/);
      }
  });
});

describe('a value axis is as wide as its widest label', () => {
  const perChar = (label: string) => label.length * 7;

  it('fits the longest of ar-EG labels, wider than the old fixed 64 px', () => {
    const labels = [0, 1000, 2500].map((n) => formatCompactMoney(n, 'USD', 'ar-EG'));
    const size = valueAxisSize(labels, perChar);
    expect(size).toBeGreaterThanOrEqual(Math.max(...labels.map(perChar)));
    expect(size).toBeGreaterThan(64);
  });

  it('grows and shrinks with its labels, never below the minimum', () => {
    expect(valueAxisSize(['$1K', '$2K'], perChar)).toBeLessThan(valueAxisSize(['$1.5M', '$2.5M'], perChar));
    expect(valueAxisSize(['0'], perChar)).toBe(MIN_AXIS_SIZE);
    expect(valueAxisSize(null, perChar)).toBe(MIN_AXIS_SIZE);
  });
});
