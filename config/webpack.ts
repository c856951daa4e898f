/**
 * Production bundling (webpack 5, umi's default bundler).
 *
 * Why webpack and not mako: mako's code splitting groups modules by package
 * or by regular expression, so the login page downloaded the whole of antd
 * that any page uses (docs/speed.md). webpack splits by the set of pages that
 * share a module (umi's `granularChunks`), so each page downloads what it
 * imports and little more.
 */
import { join } from 'node:path';
import type { defineConfig } from '@umijs/max';

/** Evergreen browsers only (README "Speed"); also the `targets` of .umirc.ts. */
export const TARGETS = { chrome: 100, edge: 100, firefox: 100, safari: 15 };
/** The same targets in esbuild's words (its minifier). */
export const ESBUILD_TARGETS = Object.entries(TARGETS).map(([browser, version]) => `${browser}${version}`);

type ChainWebpack = NonNullable<Parameters<typeof defineConfig>[0]['chainWebpack']>;
type BabelOptions = { presets?: unknown[] } & Record<string, unknown>;

export const chainWebpack: ChainWebpack = (config, { webpack }) => {
  // umi's locale plugin imports dayjs's locale for every language into the
  // first load (about 20 KB); src/locales/lazy.ts loads only the active one.
  config.plugin('dayjs-locales-on-demand').use(webpack.NormalModuleReplacementPlugin, [
    /[\\/]dayjs[\\/]locale[\\/]/,
    (resource: { request: string; contextInfo?: { issuer?: string } }) => {
      if (/plugin-locale[\\/]locale\.tsx$/.test(resource.contextInfo?.issuer ?? '')) {
        resource.request = join(__dirname, '../src/locales/none.ts');
      }
    },
  ]);
  // antd's Button styles import one small rule from the colour picker's
  // presets module, which brings the Collapse component with it.
  config.plugin('antd-button-is-bright').use(webpack.NormalModuleReplacementPlugin, [
    /[\\/]color-picker[\\/]components[\\/]ColorPresets$/,
    (resource: { request: string; contextInfo?: { issuer?: string } }) => {
      if (/antd[\\/]es[\\/]button[\\/]style[\\/]token\.js$/.test(resource.contextInfo?.issuer ?? '')) {
        resource.request = join(__dirname, '../src/utils/antd/isBright.ts');
      }
    },
  ]);
  // antd's rc-* building blocks are plain ES modules without side effects
  // but do not say so (package.json "sideEffects"): say it for them, so
  // that importing one export of a package does not keep all of it.
  config.module
    .rule('rc-no-side-effects')
    .test(/[\\/]node_modules[\\/](rc-[^\\/]+|@rc-component[\\/][^\\/]+)[\\/]es[\\/]/)
    .sideEffects(false);
  // Scripts addressed as `new URL('x.js', import.meta.url)` (the export
  // worker and the xlsx build it loads) are assets. Named *.worker.js, umi's
  // esbuild fix leaves them unwrapped: xlsx's build declares a global.
  config.module
    .rule('url-scripts')
    .test(/\.js$/)
    .set('dependency', 'url')
    .type('asset/resource')
    .set('generator', { filename: 'static/[name].[contenthash:8].worker.js' });
  // umi hands `targets` to babel-loader's top level, which the bundled
  // preset-env does not read: our sources came out as ES5 (classes,
  // regenerator). Give the targets to preset-env itself.
  for (const rule of ['src', 'jsx-ts-tsx', 'extra-src']) {
    if (!config.module.rules.has(rule)) continue;
    const use = config.module.rule(rule).uses.get('babel-loader');
    if (!use) continue;
    use.tap((options: BabelOptions) => ({
      ...options,
      presets: (options.presets ?? []).map((preset) => {
        if (!Array.isArray(preset) || !String(preset[0]).includes('babel-preset-umi')) return preset;
        const [name, presetOptions = {}] = preset as [string, { presetEnv?: object }];
        return [name, { ...presetOptions, presetEnv: { ...presetOptions.presetEnv, targets: TARGETS } }];
      }),
    }));
  }
};
