/**
 * The console speaks thirteen languages, but a page load needs only one, and
 * the sign-in page only a small part of it. Messages come in two parts per
 * locale: `core` (sign-in page and shell: menu, titles, errors) and
 * `console` (every page behind the sign-in).
 * - zh-CN's and en-US's core are bundled (src/locales/zh-CN.ts, en-US.ts);
 *   another locale's core is a chunk fetched before the first render.
 * - Every locale's console part is a chunk fetched before the first console
 *   page shows (src/layouts/RootLayout.tsx), never on the sign-in page.
 * - The home page (dashboard) waits only for its own `home` part (its and the
 *   next payment's messages, a few KB): the console part comes with the first
 *   other page (issue 32: the dashboard's cold load).
 * Switching language reloads the page, so one locale per page load is enough.
 * Dates: antd 5 formats through dayjs, whose locale is set here too; antd's
 * own texts (pagination, pickers, empty states) come from its locale, loaded
 * the same way (umi's plugin would bundle all thirteen otherwise).
 */
import { addLocale, getLocale } from '@umijs/max';
import type { Locale } from 'antd/es/locale';
import dayjs from 'dayjs';
import { withShortWeekdays } from './pickerWeekdays';
import enUSCore from './en-US/core';
import zhCNCore from './zh-CN/core';

type Messages = Record<string, string>;
type Loader = () => Promise<{ default: Messages }>;
type AddMessages = (name: string, messages: Messages) => void;

/** umi's addLocale, typed for message maps (its own typing wants antd's locale object too). */
export const addMessages = addLocale as unknown as AddMessages;

/** The pages' messages in two parts: `console` (every page's), or `home` (the home page's only). */
export type MessagePart = 'console' | 'home';

/** Starts fetching the pages' messages of the active locale early (app start of a signed-in visit, after sign-in). */
export function preloadConsoleMessages(part: MessagePart = 'console'): void {
  void loadConsoleMessages(getLocale(), addMessages, part);
}

/**
 * The shell's messages of zh-CN (the default) and en-US (every locale's fallback), bundled with the app and added
 * by loadLocale: not through umi's locale files (src/locales/zh-CN.ts), whose plugin walks every value that is not a
 * string as nested messages, and the build compiles the messages with ICU syntax (config/internals/messagesLoader.js).
 */
export const BUNDLED_CORE: Record<string, Messages> = { 'zh-CN': zhCNCore, 'en-US': enUSCore };

/** The shell's messages of the locales that are not bundled. */
export const CORE_MESSAGES: Record<string, Loader> = {
  'zh-TW': () => import('./zh-TW/core'),
  'ja-JP': () => import('./ja-JP/core'),
  'ko-KR': () => import('./ko-KR/core'),
  'vi-VN': () => import('./vi-VN/core'),
  'th-TH': () => import('./th-TH/core'),
  'id-ID': () => import('./id-ID/core'),
  'pt-BR': () => import('./pt-BR/core'),
  'es-ES': () => import('./es-ES/core'),
  'fa-IR': () => import('./fa-IR/core'),
  'ar-EG': () => import('./ar-EG/core'),
  'he-IL': () => import('./he-IL/core'),
};

/** The pages' messages of every locale. */
export const CONSOLE_MESSAGES: Record<string, Loader> = {
  'zh-CN': () => import('./zh-CN/console'),
  'en-US': () => import('./en-US/console'),
  'zh-TW': () => import('./zh-TW/console'),
  'ja-JP': () => import('./ja-JP/console'),
  'ko-KR': () => import('./ko-KR/console'),
  'vi-VN': () => import('./vi-VN/console'),
  'th-TH': () => import('./th-TH/console'),
  'id-ID': () => import('./id-ID/console'),
  'pt-BR': () => import('./pt-BR/console'),
  'es-ES': () => import('./es-ES/console'),
  'fa-IR': () => import('./fa-IR/console'),
  'ar-EG': () => import('./ar-EG/console'),
  'he-IL': () => import('./he-IL/console'),
};

/**
 * The home page's messages of every locale (a part of CONSOLE_MESSAGES). Named chunks: umi names a chunk of shared
 * modules after the names of the chunks that share them, so two unnamed chunks sharing modules would be thrown
 * together with every other such pair (docs/speed.md).
 */
export const HOME_MESSAGES: Record<string, Loader> = {
  'zh-CN': () => import(/* webpackChunkName: "home-zh-CN" */ './zh-CN/home'),
  'en-US': () => import(/* webpackChunkName: "home-en-US" */ './en-US/home'),
  'zh-TW': () => import(/* webpackChunkName: "home-zh-TW" */ './zh-TW/home'),
  'ja-JP': () => import(/* webpackChunkName: "home-ja-JP" */ './ja-JP/home'),
  'ko-KR': () => import(/* webpackChunkName: "home-ko-KR" */ './ko-KR/home'),
  'vi-VN': () => import(/* webpackChunkName: "home-vi-VN" */ './vi-VN/home'),
  'th-TH': () => import(/* webpackChunkName: "home-th-TH" */ './th-TH/home'),
  'id-ID': () => import(/* webpackChunkName: "home-id-ID" */ './id-ID/home'),
  'pt-BR': () => import(/* webpackChunkName: "home-pt-BR" */ './pt-BR/home'),
  'es-ES': () => import(/* webpackChunkName: "home-es-ES" */ './es-ES/home'),
  'fa-IR': () => import(/* webpackChunkName: "home-fa-IR" */ './fa-IR/home'),
  'ar-EG': () => import(/* webpackChunkName: "home-ar-EG" */ './ar-EG/home'),
  'he-IL': () => import(/* webpackChunkName: "home-he-IL" */ './he-IL/home'),
};

const PARTS: Record<MessagePart, Record<string, Loader>> = { console: CONSOLE_MESSAGES, home: HOME_MESSAGES };

const DAYJS: Record<string, [string, () => Promise<unknown>]> = {
  'zh-CN': ['zh-cn', () => import('dayjs/locale/zh-cn')],
  'zh-TW': ['zh-tw', () => import('dayjs/locale/zh-tw')],
  'ja-JP': ['ja', () => import('dayjs/locale/ja')],
  'ko-KR': ['ko', () => import('dayjs/locale/ko')],
  'vi-VN': ['vi', () => import('dayjs/locale/vi')],
  'th-TH': ['th', () => import('dayjs/locale/th')],
  'id-ID': ['id', () => import('dayjs/locale/id')],
  'pt-BR': ['pt-br', () => import('dayjs/locale/pt-br')],
  'es-ES': ['es', () => import('dayjs/locale/es')],
  'fa-IR': ['fa', () => import('dayjs/locale/fa')],
  'ar-EG': ['ar', () => import('dayjs/locale/ar')],
  'he-IL': ['he', () => import('dayjs/locale/he')],
};

type AntdLoader = () => Promise<{ default: Locale }>;

export const ANTD_LOCALES: Record<string, AntdLoader> = {
  'zh-CN': () => import('antd/es/locale/zh_CN'),
  'zh-TW': () => import('antd/es/locale/zh_TW'),
  'en-US': () => import('antd/es/locale/en_US'),
  'ja-JP': () => import('antd/es/locale/ja_JP'),
  'ko-KR': () => import('antd/es/locale/ko_KR'),
  'vi-VN': () => import('antd/es/locale/vi_VN'),
  'th-TH': () => import('antd/es/locale/th_TH'),
  'id-ID': () => import('antd/es/locale/id_ID'),
  'pt-BR': () => import('antd/es/locale/pt_BR'),
  'es-ES': () => import('antd/es/locale/es_ES'),
  'fa-IR': () => import('antd/es/locale/fa_IR'),
  'ar-EG': () => import('antd/es/locale/ar_EG'),
  'he-IL': () => import('antd/es/locale/he_IL'),
};

let antdLocale: Locale | undefined;
const antdLocaleListeners = new Set<() => void>();

/** antd's locale for the active language (undefined until loaded: antd's English). */
export function activeAntdLocale(): Locale | undefined {
  return antdLocale;
}

/** Tells `listener` when antd's locale arrives (for useSyncExternalStore). */
export function subscribeAntdLocale(listener: () => void): () => void {
  antdLocaleListeners.add(listener);
  return () => antdLocaleListeners.delete(listener);
}

/** Before the first render: the active locale's shell messages (a chunk for all but zh-CN and en-US). */
export async function loadLocale(locale: string, addLocale: AddMessages): Promise<void> {
  const messages = BUNDLED_CORE[locale] ?? (await CORE_MESSAGES[locale]?.().then((m) => m.default));
  if (messages) addLocale(locale, messages);
}

const formatLoads = new Map<string, Promise<void>>();

/**
 * antd's texts (pickers, pagination, empty states) and dayjs's locale for
 * dates. Started with the app but not waited for by the first render: the
 * sign-in page shows neither; console pages wait for them (loadConsoleMessages).
 */
export function loadFormats(locale: string): Promise<void> {
  let load = formatLoads.get(locale);
  if (!load) {
    const dayjsLocale = DAYJS[locale];
    load = Promise.all([
      ANTD_LOCALES[locale]?.().then((m) => {
        antdLocale = withShortWeekdays(m.default);
        antdLocaleListeners.forEach((listener) => listener());
      }),
      dayjsLocale?.[1]().then(() => dayjs.locale(dayjsLocale[0])),
    ]).then(
      () => undefined,
      // Without them antd speaks English and dates use dayjs's default: still usable.
      () => undefined,
    );
    formatLoads.set(locale, load);
  }
  return load;
}

const consoleLoads = new Map<string, Promise<void>>();
const consoleLoaded = new Set<string>();
const consoleFailed = new Map<string, unknown>();
const partKey = (locale: string, part: MessagePart) => `${part}:${locale}`;

/**
 * Whether the pages' messages of `locale` (the `part` a page needs; the whole console part holds the home
 * part too) are in; throws the load error when they could not be fetched (the error boundary then offers a reload).
 */
export function consoleMessagesReady(locale: string, part: MessagePart = 'console'): boolean {
  const key = partKey(locale, part);
  if (consoleLoaded.has(partKey(locale, 'console'))) return true;
  if (consoleFailed.has(key)) throw consoleFailed.get(key);
  return consoleLoaded.has(key) || !PARTS[part][locale];
}

/**
 * Fetches the pages' messages of `locale` (the given part) once and adds them, with antd's
 * texts and the dates' locale. English stands in when the locale's own chunk
 * fails; when that fails too, the error is kept for consoleMessagesReady.
 */
export function loadConsoleMessages(locale: string, add: AddMessages, part: MessagePart = 'console'): Promise<void> {
  const key = partKey(locale, part);
  let load = consoleLoads.get(key);
  if (!load) {
    const loaders = PARTS[part];
    const english = loaders['en-US'];
    const own = loaders[locale] ?? english;
    const messages = own().catch((error: unknown) => (own === english ? Promise.reject(error) : english()));
    load = Promise.all([messages, loadFormats(locale)])
      .then(([m]) => {
        add(locale, m.default);
        consoleLoaded.add(key);
      })
      .catch((error: unknown) => {
        consoleFailed.set(key, error);
      });
    consoleLoads.set(key, load);
  }
  return load;
}
