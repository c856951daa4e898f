/**
 * Every place where the build reaches into a library's internals, in one
 * file: each one bought measurable speed (docs/speed.md) and has no public
 * switch. tests/unit/internals.test.ts checks the premise of each against the
 * installed versions, so a library upgrade that breaks one fails loudly.
 */
import { join } from 'node:path';
import type { defineConfig } from '@umijs/max';

type Resource = { request: string; contextInfo?: { issuer?: string } };
type Chain = Parameters<NonNullable<Parameters<typeof defineConfig>[0]['chainWebpack']>>[0];
type Webpack = { NormalModuleReplacementPlugin: new (...args: unknown[]) => unknown };

/** The modules and patterns these rules rely on (asserted by the test). */
export const PREMISES = {
  /** umi's locale plugin imports every dayjs locale from this generated file. */
  umiLocaleIssuer: /plugin-locale[\\/]locale\.tsx$/,
  dayjsLocale: /[\\/]dayjs[\\/]locale[\\/]/,
  /** antd's Button styles import `isBright` from the colour picker's presets module (and with it Collapse). */
  antdButtonToken: /antd[\\/]es[\\/]button[\\/]style[\\/]token\.js$/,
  antdColorPresets: /[\\/]color-picker[\\/]components[\\/]ColorPresets$/,
  /** intl-messageformat's constructor module, which imports the ICU parser for string messages. */
  intlMessageFormatCore: /[\\/]intl-messageformat[\\/]lib[\\/]core\.js$/,
  icuParser: /^intl-messageformat-parser$/,
  /** A part of a locale's messages (src/locales/<locale>/<part>.ts). */
  messageParts: /[\\/]src[\\/]locales[\\/][a-z]{2}-[A-Z]{2}[\\/][^\\/]+\.ts$/,
  /** antd's rc-* building blocks, as ES modules. */
  rcModules: /[\\/]node_modules[\\/](rc-[^\\/]+|@rc-component[\\/][^\\/]+)[\\/]es[\\/]/,
};

export function applyLibraryInternals(config: Chain, webpack: Webpack): void {
  // umi's locale plugin imports dayjs's locale for every language into the
  // first load (about 20 KB); src/locales/lazy.ts loads only the active one.
  config.plugin('dayjs-locales-on-demand').use(webpack.NormalModuleReplacementPlugin, [
    PREMISES.dayjsLocale,
    (resource: Resource) => {
      if (PREMISES.umiLocaleIssuer.test(resource.contextInfo?.issuer ?? '')) {
        resource.request = join(__dirname, '../../src/locales/none.ts');
      }
    },
  ]);
  // antd's Button styles import one small rule from the colour picker's
  // presets module, which brings the Collapse component with it: our copy of
  // the rule (src/utils/internals/isBright.ts, held to antd's by a test) stands in.
  config.plugin('antd-button-is-bright').use(webpack.NormalModuleReplacementPlugin, [
    PREMISES.antdColorPresets,
    (resource: Resource) => {
      if (PREMISES.antdButtonToken.test(resource.contextInfo?.issuer ?? '')) {
        resource.request = join(__dirname, '../../src/utils/internals/isBright.ts');
      }
    },
  ]);
  // react-intl parses each message with intl-messageformat's ICU parser (8 KB gzip on every page's first load,
  // issue 32). The build compiles the messages that need it (the loader), and a stand-in that reads plain texts
  // takes the parser's place (src/utils/internals/icuPlainText.ts).
  config.module
    .rule('compiled-messages')
    .test(PREMISES.messageParts)
    .enforce('pre')
    .use('messages-loader')
    .loader(join(__dirname, 'messagesLoader.js'));
  config.plugin('icu-parser-at-build-time').use(webpack.NormalModuleReplacementPlugin, [
    PREMISES.icuParser,
    (resource: Resource) => {
      if (PREMISES.intlMessageFormatCore.test(resource.contextInfo?.issuer ?? '')) {
        resource.request = join(__dirname, '../../src/utils/internals/icuPlainText.ts');
      }
    },
  ]);
  // intl-messageformat makes its default locale, and with it the page's first Intl formatter (ICU's set-up), while
  // the main script is evaluated: made on first read instead (the loader says why).
  config.module
    .rule('intl-default-locale-on-demand')
    .test(PREMISES.intlMessageFormatCore)
    .use('lazy-default-locale')
    .loader(join(__dirname, 'lazyDefaultLocale.js'));
  // antd's rc-* building blocks are plain ES modules without side effects
  // but do not say so (package.json "sideEffects"): say it for them, so
  // that importing one export of a package does not keep all of it.
  config.module.rule('rc-no-side-effects').test(PREMISES.rcModules).sideEffects(false);
}
