/**
 * The console speaks thirteen languages, but a page load needs only one, and
 * the sign-in page only a small part of it. Messages come in two parts per
 * locale: `core` (sign-in page and shell: menu, titles, errors) and
 * `console` (every page behind the sign-in).
 * - zh-CN's and en-US's core are bundled (src/locales/zh-CN.ts, en-US.ts);
 *   another locale's core is a chunk fetched before the first render.
 * - Every locale's console part is a chunk fetched before the first console
 *   page shows (src/layouts/RootLayout.tsx), never on the sign-in page.
 * Switching language reloads the page, so one locale per page load is enough.
 * Dates: antd 5 formats through dayjs, whose locale is set here too; antd's
 * own texts (pagination, pickers, empty states) come from its locale, loaded
 * the same way (umi's plugin would bundle all thirteen otherwise).
 */
import type { Locale } from 'antd/es/locale';
import dayjs from 'dayjs';

type Messages = Record<string, string>;
type Loader = () => Promise<{ default: Messages }>;
type AddMessages = (name: string, messages: Messages) => void;

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

/** antd's locale for the active language (undefined until loaded: antd's English). */
export function activeAntdLocale(): Locale | undefined {
  return antdLocale;
}

/** Before the first render: the active locale's shell messages, antd texts and dayjs locale. */
export async function loadLocale(locale: string, addLocale: AddMessages): Promise<void> {
  const dayjsLocale = DAYJS[locale];
  const [messages, antd] = await Promise.all([
    CORE_MESSAGES[locale]?.().then((m) => m.default),
    ANTD_LOCALES[locale]?.().then((m) => m.default),
    dayjsLocale?.[1]().then(() => dayjs.locale(dayjsLocale[0])),
  ]);
  antdLocale = antd;
  if (messages) addLocale(locale, messages);
}

const consoleLoads = new Map<string, Promise<void>>();
const consoleLoaded = new Set<string>();
const consoleFailed = new Map<string, unknown>();

/**
 * Whether the pages' messages of `locale` are in; throws the load error when
 * they could not be fetched (the error boundary then offers a reload).
 */
export function consoleMessagesReady(locale: string): boolean {
  if (consoleFailed.has(locale)) throw consoleFailed.get(locale);
  return consoleLoaded.has(locale) || !CONSOLE_MESSAGES[locale];
}

/**
 * Fetches the pages' messages of `locale` once and adds them. English stands
 * in when the locale's own chunk fails; when that fails too, the error is
 * kept for consoleMessagesReady.
 */
export function loadConsoleMessages(locale: string, add: AddMessages): Promise<void> {
  let load = consoleLoads.get(locale);
  if (!load) {
    const english = CONSOLE_MESSAGES['en-US'];
    const own = CONSOLE_MESSAGES[locale] ?? english;
    load = own()
      .catch((error: unknown) => (own === english ? Promise.reject(error) : english()))
      .then((m) => {
        add(locale, m.default);
        consoleLoaded.add(locale);
      })
      .catch((error: unknown) => {
        consoleFailed.set(locale, error);
      });
    consoleLoads.set(locale, load);
  }
  return load;
}
