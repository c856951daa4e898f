/** @jest-environment node */
import {
  changeRatio,
  EMPTY,
  formatChange,
  formatCompact,
  formatDateTime,
  formatDay,
  formatDecimal,
  formatInteger,
  formatMoney,
  formatPercent,
} from '@/utils/format';

// Intl may use narrow no-break spaces; compare with plain spaces.
const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

describe('number formatting follows the locale', () => {
  it('groups whole counts', () => {
    expect(formatInteger(1234567, 'en-US')).toBe('1,234,567');
    expect(plain(formatInteger(1234567, 'fr-FR'))).toBe('1 234 567');
    expect(formatInteger(1234567.6, 'zh-CN')).toBe('1,234,568');
  });

  it('keeps two decimals', () => {
    expect(formatDecimal(3.1, 2, 'en-US')).toBe('3.10');
    expect(formatDecimal(1234.5, 2, 'pt-BR')).toBe('1.234,50');
  });

  it('writes money in the settlement currency', () => {
    expect(formatMoney(1234.5, 'USD', 'en-US')).toBe('$1,234.50');
    expect(formatMoney(88, 'CNY', 'zh-CN')).toBe('¥88.00');
  });

  it('reads rates as fractions', () => {
    expect(formatPercent(0.1234, 2, 'en-US')).toBe('12.34%');
    expect(formatPercent(1, 0, 'en-US')).toBe('100%');
  });

  it('shortens big numbers for cards', () => {
    expect(formatCompact(1234567, 'en-US')).toBe('1.2M');
  });

  it('shows a dash, never NaN, for missing values', () => {
    for (const v of [null, undefined, Number.NaN, Infinity]) {
      expect(formatInteger(v, 'en-US')).toBe(EMPTY);
      expect(formatMoney(v, 'USD', 'en-US')).toBe(EMPTY);
      expect(formatPercent(v, 2, 'en-US')).toBe(EMPTY);
    }
  });
});

describe('change against the previous period', () => {
  it('is a signed fraction', () => {
    expect(changeRatio(110, 100)).toBeCloseTo(0.1);
    expect(changeRatio(50, 100)).toBeCloseTo(-0.5);
    expect(formatChange(0.123, 'en-US')).toBe('+12.30%');
    expect(formatChange(-0.04, 'en-US')).toBe('-4.00%');
  });

  it('has no value when the previous period is zero or missing', () => {
    expect(changeRatio(10, 0)).toBeNull();
    expect(changeRatio(10, null)).toBeNull();
    expect(formatChange(null, 'en-US')).toBe(EMPTY);
  });
});

describe('dates', () => {
  it('keeps a calendar day on its day in every zone', () => {
    expect(formatDay('2026-11-22', 'en-US')).toBe('11/22/2026');
    expect(formatDay('2026-11-22', 'zh-CN')).toBe('2026/11/22');
    expect(formatDay('2026-01-01', 'de-DE')).toBe('01.01.2026');
  });

  it('shows instants in the given time zone', () => {
    const instant = Date.UTC(2026, 10, 21, 16, 30); // 00:30 next day in Shanghai
    expect(formatDateTime(instant, 'Asia/Shanghai', 'en-GB')).toBe('22/11/2026, 00:30');
    expect(formatDateTime(instant, 'UTC', 'en-GB')).toBe('21/11/2026, 16:30');
  });

  it('shows a dash for unreadable dates', () => {
    expect(formatDay('not a date', 'en-US')).toBe(EMPTY);
    expect(formatDateTime(null)).toBe(EMPTY);
  });
});
