/** @jest-environment node */
/**
 * The premises of config/internals: each rule there relies on how a library
 * is built today. When an upgrade changes that, the rule silently stops
 * working (or breaks the bundle); this test fails first, naming which.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { buildSync } from 'esbuild';
import { PREMISES } from '../../../config/internals';
// eslint-disable-next-line @typescript-eslint/no-require-imports -- the loader is the build's CommonJS module
const { lazyDefaultLocale } = require('../../../config/internals/lazyDefaultLocale.js') as {
  lazyDefaultLocale: (source: string) => string;
};

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

  it("intl-messageformat's core makes its default locale on first read, not while the main script loads", () => {
    const file = join(modules, 'intl-messageformat/lib/core.js');
    expect(PREMISES.intlMessageFormatCore.test(file)).toBe(true);
    const patched = lazyDefaultLocale(readFileSync(file, 'utf8'));
    // The module as the build bundles it, with the loader's change.
    const { outputFiles } = buildSync({
      stdin: { contents: patched, resolveDir: dirname(file), sourcefile: file },
      bundle: true,
      format: 'cjs',
      platform: 'node',
      write: false,
    });
    const made: unknown[] = [];
    const NumberFormat = Intl.NumberFormat;
    const counting = function (this: unknown, ...args: ConstructorParameters<typeof Intl.NumberFormat>) {
      made.push(args);
      return new NumberFormat(...args);
    };
    counting.supportedLocalesOf = NumberFormat.supportedLocalesOf;
    const module = { exports: {} as Record<string, unknown> };
    Intl.NumberFormat = counting as unknown as typeof Intl.NumberFormat;
    try {
      new Function('module', 'exports', 'require', outputFiles[0].text)(module, module.exports, require);
      // Loaded: no formatter made.
      expect(made).toHaveLength(0);
      type Formatter = { defaultLocale: string; new (message: string): { format: () => string; locales: string } };
      const IntlMessageFormat = (module.exports.IntlMessageFormat ?? module.exports.default) as Formatter;
      // First read: the same value the eager statement gave, made once.
      expect(IntlMessageFormat.defaultLocale).toBe(new NumberFormat().resolvedOptions().locale);
      expect(IntlMessageFormat.defaultLocale).toBe(new NumberFormat().resolvedOptions().locale);
      expect(made).toHaveLength(1);
      // A message without a locale gets it; a set default is kept.
      expect(new IntlMessageFormat('plain').locales).toBe(new NumberFormat().resolvedOptions().locale);
      IntlMessageFormat.defaultLocale = 'ar-EG';
      expect(new IntlMessageFormat('plain').locales).toBe('ar-EG');
      expect(new IntlMessageFormat('plain').format()).toBe('plain');
    } finally {
      Intl.NumberFormat = NumberFormat;
    }
    // The statement must be there exactly once, or the build fails.
    expect(() => lazyDefaultLocale('var IntlMessageFormat = {};')).toThrow(/expected .* once, found 0/);
  });
});
