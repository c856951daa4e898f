/**
 * Production bundling (webpack 5, umi's default bundler).
 *
 * Why webpack and not mako: mako's code splitting groups modules by package
 * or by regular expression, so the login page downloaded the whole of antd
 * that any page uses (docs/speed.md). webpack splits by the set of pages that
 * share a module (umi's `granularChunks`), so each page downloads what it
 * imports and little more.
 */
import type { defineConfig } from '@umijs/max';
import { ChunkGraphPlugin } from './chunkGraph';
import { applyLibraryInternals } from './internals';

/** Evergreen browsers only (docs/speed.md); also the `targets` of .umirc.ts. */
export const TARGETS = { chrome: 100, edge: 100, firefox: 100, safari: 15 };
/** The same targets in esbuild's words (its minifier). */
export const ESBUILD_TARGETS = Object.entries(TARGETS).map(([browser, version]) => `${browser}${version}`);

type ChainWebpack = NonNullable<Parameters<typeof defineConfig>[0]['chainWebpack']>;
type BabelOptions = { presets?: unknown[] } & Record<string, unknown>;

export const chainWebpack: ChainWebpack = (config, { webpack, env }) => {
  // What each route loads first, for the byte budgets of `npm test` (config/chunkGraph.ts).
  if (env === 'production') config.plugin('chunk-graph').use(ChunkGraphPlugin);
  // The rules that reach into umi's, antd's and rc-*'s internals live apart, each with its premise tested.
  applyLibraryInternals(config, webpack as never);
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
