/** @jest-environment node */
import { checkPassword, isAcceptablePassword } from '@/utils/passwordStrength';
import { isStrongPassword } from '../../../mock/core/lib/validate';

const failing = (pw: string) =>
  checkPassword(pw)
    .rules.filter((r) => !r.ok)
    .map((r) => r.rule);

describe('password rules', () => {
  it('are the server rules: 8 to 64 characters with a letter and a digit', () => {
    expect(failing('')).toEqual(['length', 'letter', 'digit']);
    expect(failing('abc1')).toEqual(['length']);
    expect(failing('abcdef1')).toEqual(['length']);
    expect(failing('abcdefgh')).toEqual(['digit']);
    expect(failing('12345678')).toEqual(['letter']);
    expect(failing('abcdefg1')).toEqual([]);
    expect(isAcceptablePassword('abcdef1')).toBe(false);
    expect(isAcceptablePassword(`a1${'x'.repeat(62)}`)).toBe(true);
    expect(failing(`a1${'x'.repeat(62)}`)).toEqual([]);
    expect(failing(`a1${'x'.repeat(63)}`)).toEqual(['length']);
  });

  it.each([
    '',
    'short1',
    'abcdefgh',
    '12345678',
    'Demo@2026',
    'NewPass2026',
    'ab1_____',
    `a1${'x'.repeat(62)}`,
    `a1${'x'.repeat(63)}`,
    'пароль123',
  ])('accepts %j exactly when the mock would', (pw) => {
    expect(isAcceptablePassword(pw)).toBe(isStrongPassword(pw));
  });
});

describe('password strength', () => {
  it.each([
    ['abc', 'weak'], // rules fail
    ['abcdefg1', 'weak'], // valid, no extra
    ['12345678a', 'weak'], // predictable run
    ['aaaaaaa1', 'weak'], // one repeated character
    ['Password1!', 'weak'], // contains "password"
    ['qwertyuiop1X!', 'weak'], // keyboard row
    ['Demo@2026', 'strong'], // mixed case and a symbol
    ['sunny7day', 'weak'],
    ['Sunny7day', 'medium'], // mixed case
    ['sunny7day!', 'medium'], // a symbol
    ['sunny7day-river', 'strong'], // long and a symbol
    ['Sunny7dayRiver', 'strong'], // long and mixed case
  ])('%j is %s', (pw, level) => {
    expect(checkPassword(pw).strength).toBe(level);
  });

  it('rates a password that contains the account name as weak', () => {
    expect(checkPassword('Demo@2026').strength).toBe('strong');
    expect(checkPassword('Demo@2026', ['demo']).strength).toBe('weak');
    expect(checkPassword('Demo@2026', ['', undefined, 'de']).strength).toBe('strong');
  });
});
