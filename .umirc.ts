import { join } from 'node:path';
import { defineConfig } from '@umijs/max';
import defaultSettings from './config/defaultSettings';
import { LESS_VARS } from './config/theme';
import proxy from './config/proxy';
import routes from './config/routes';
import { chainWebpack, ESBUILD_TARGETS, TARGETS } from './config/webpack';

/**
 * Provider endpoints per environment. The console talks to API_HOST (empty =
 * same origin, where the embedded mock answers). The monthly media-divide
 * page lives outside the console; its address differs between development
 * (served by the mock) and production.
 */
const isProd = process.env.NODE_ENV === 'production' && process.env.UMI_ENV !== 'dev';
const API_HOST = process.env.API_HOST ?? '';
const MEDIA_DIVIDE_URL =
  process.env.MEDIA_DIVIDE_URL ??
  (isProd && process.env.MOCK === 'none'
    ? 'https://finance.media-console.example/mediaDivide'
    : '/__mock/media-divide');

/**
 * Deployment under a path (deploy/, README "Deployment"): `BASE_PATH=/console/`
 * at build time sets the router base and the assets' public path together.
 * `window.routerBase` still overrides the router base at run time (SPEC.md).
 */
const BASE_PATH = `/${(process.env.BASE_PATH ?? '').replace(/^\/+|\/+$/g, '')}/`.replace(/^\/\/$/, '/');

// Evergreen browsers only (see README "Speed"): no core-js or regenerator
// polyfills in the bundle. umi reads this switch while it loads the config.
process.env.BABEL_POLYFILL = 'none';

export default defineConfig({
  title: defaultSettings.title,
  routes,
  proxy,
  hash: true,
  base: BASE_PATH,
  publicPath: BASE_PATH,
  outputPath: process.env.OUTPUT_PATH ?? 'dist',
  // The embedded mock (mock/) is mounted by config/mockPlugin.ts, not by umi's
  // file-based mock, because the same handlers also serve preview and jest.
  mock: false,
  plugins: ['./config/mockPlugin.ts'],
  // webpack, not mako: it splits chunks by the pages that share them
  // (config/webpack.ts, README "Speed").
  codeSplitting: { jsStrategy: 'granularChunks' },
  targets: TARGETS,
  chainWebpack,
  // esbuild's minifier hoists helpers to the top of each chunk; with modern
  // output they clash between chunks unless every chunk is wrapped.
  esbuildMinifyIIFE: true,
  // Texts as UTF-8, not \u escapes: Chinese messages take half the bytes.
  // And minify for our targets: umi adds es2015 to esbuild's target, which
  // lowers every object spread and `?.` of the bundle into helper calls.
  jsMinifierOptions: { charset: 'utf8', target: ESBUILD_TARGETS },
  // Page titles are set by the root layout; react-helmet-async is not needed.
  helmet: false,
  alias: {
    // Lighter stand-ins for what umi-request imports (see the files).
    qs: join(__dirname, 'src/request/qs.ts'),
    'isomorphic-fetch': join(__dirname, 'src/request/fetch.ts'),
    // The native ResizeObserver of our targets for antd's polyfill (see the file).
    'resize-observer-polyfill$': join(__dirname, 'src/utils/resizeObserver.ts'),
  },
  // antd 5 formats dates with dayjs; without this umi's locale plugin bundles
  // moment (about 225 KB) as well.
  moment2dayjs: { preset: 'none', plugins: [] },
  // No source maps in production: they would publish the sources.
  // `SOURCE_MAP=1 npm run build` makes them for a local look at what is where.
  devtool: process.env.SOURCE_MAP
    ? 'source-map'
    : process.env.NODE_ENV === 'production'
      ? false
      : 'cheap-module-source-map',
  // The palette's colours as less variables (@color-primary, …) for our own styles.
  theme: LESS_VARS,
  // No umi antd plugin: its runtime pulls lodash/merge into the first load.
  // The theme is applied in src/app.tsx (rootContainer).
  access: {},
  model: {},
  initialState: {},
  locale: {
    default: 'zh-CN',
    // antd's locale and direction are set in src/app.tsx (rootContainer), with
    // only the active locale loaded (src/locales/lazy.ts).
    antd: false,
    baseNavigator: true,
    title: false,
  },
  // A build for '/' takes its assets' path from `window.publicPath` when the host page sets it;
  // a build for a BASE_PATH has it built in (the runtime switch would fall back to '/').
  runtimePublicPath: BASE_PATH === '/' ? {} : false,
  define: {
    API_HOST,
    MEDIA_DIVIDE_URL,
    // Set by scripts/build.mjs, which writes the same id to dist/version.json (src/services/release.ts).
    BUILD_ID: process.env.BUILD_ID ?? 'dev',
    BASE_PATH,
  },
  favicons: [`${BASE_PATH}favicon.svg`],
  // Add to home screen (issue 34): the manifest (public/manifest.webmanifest, its addresses relative to
  // itself, so they follow the base path) and the icon iOS reads instead. No service worker (SPEC.md).
  links: [
    { rel: 'manifest', href: `${BASE_PATH}manifest.webmanifest` },
    { rel: 'apple-touch-icon', href: `${BASE_PATH}icons/apple-touch-icon.png` },
  ],
  // umi's default viewport says user-scalable=no, maximum-scale=1.0: that stops people who
  // need to zoom (WCAG 1.4.4). Ours lets the page zoom.
  metas: [
    { name: 'viewport', content: 'width=device-width, initial-scale=1' },
    // The browser's bar in the console's blue, as the manifest's theme_color.
    { name: 'theme-color', content: '#1677ff' },
  ],
});
