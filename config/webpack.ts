/**
 * Production bundling (webpack 5, umi's default bundler).
 *
 * Why webpack and not mako: mako's code splitting groups modules by package
 * or by regular expression, so the login page downloaded the whole of antd
 * that any page uses (docs/speed.md). webpack splits by the set of pages that
 * share a module (umi's `granularChunks`), so each page downloads what it
 * imports and little more.
 */
import type { IApi } from '@umijs/max';

/** Evergreen browsers only (README "Speed"); also the `targets` of .umirc.ts. */
export const TARGETS = { chrome: 100, edge: 100, firefox: 100, safari: 15 };

type ChainConfig = Parameters<NonNullable<Parameters<IApi['chainWebpack']>[0]>>[0];
type BabelOptions = { presets?: unknown[] } & Record<string, unknown>;

/**
 * umi hands `targets` to babel-loader's top level, which the bundled
 * preset-env does not read: our sources came out as ES5 (classes, regenerator).
 * Give the targets to preset-env itself.
 */
export function chainWebpack(config: ChainConfig) {
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
}
