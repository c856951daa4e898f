/** @jest-environment node */
/**
 * The premises of config/internals: each rule there relies on how a library
 * is built today. When an upgrade changes that, the rule silently stops
 * working (or breaks the bundle); this test fails first, naming which.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PREMISES } from '../../../config/internals';

const root = join(__dirname, '../../..');
const modules = join(root, 'node_modules');

describe('library internals the build relies on', () => {
  it("antd's Button styles still take isBright from the colour picker's presets module", () => {
    const file = join(modules, 'antd/es/button/style/token.js');
    expect(PREMISES.antdButtonToken.test(file)).toBe(true);
    const source = readFileSync(file, 'utf8');
    const imported = /from '([^']*ColorPresets)'/.exec(source)?.[1];
    expect(imported).toBeDefined();
    expect(PREMISES.antdColorPresets.test(imported as string)).toBe(true);
    expect(source).toMatch(/import \{ isBright \} from/);
  });

  it("umi's generated locale module is where every dayjs locale is imported", () => {
    const file = join(root, 'src/.umi/plugin-locale/locale.tsx');
    expect(PREMISES.umiLocaleIssuer.test(file)).toBe(true);
    const source = readFileSync(file, 'utf8');
    const locales = source.split('\n').filter((line) => /^import .*dayjs[\\/]locale[\\/]/.test(line));
    expect(locales.length).toBeGreaterThan(5);
    expect(locales.every((line) => PREMISES.dayjsLocale.test(line))).toBe(true);
  });

  it('the rc-* packages antd uses ship ES modules under es/ and declare no side effects of their own', () => {
    const packages = [
      ...readdirSync(modules).filter((n) => n.startsWith('rc-')),
      ...readdirSync(join(modules, '@rc-component')).map((n) => `@rc-component/${n}`),
    ];
    expect(packages.length).toBeGreaterThan(20);
    for (const name of packages) {
      const pkg = JSON.parse(readFileSync(join(modules, name, 'package.json'), 'utf8')) as { sideEffects?: unknown };
      // A package that starts declaring side effects (or ships CSS it imports) needs a look before the rule is kept.
      expect({ name, sideEffects: pkg.sideEffects }).toEqual({
        name,
        sideEffects: pkg.sideEffects === false ? false : undefined,
      });
    }
    const withEs = packages.filter((name) => existsSync(join(modules, name, 'es')));
    expect(withEs.length).toBeGreaterThan(20);
    expect(withEs.filter((name) => !PREMISES.rcModules.test(join(modules, name, 'es', 'index.js')))).toEqual([]);
  });
});
