/**
 * Messages of the locales that are not bundled with the app (everything but
 * zh-CN and en-US): each is its own chunk, fetched once before the first
 * render when it is the active locale. Keeping them out of the main bundle
 * keeps the login page light however many languages the console speaks.
 * Switching language reloads the page, so one locale per page load is enough.
 * Dates: antd 5 formats through dayjs, whose locale is set here too; antd's
 * own texts (pagination, pickers, empty states) come from its locale, loaded
 * the same way (umi's plugin would bundle all thirteen otherwise).
 */
import type { Locale } from 'antd/es/locale';
import dayjs from 'dayjs';

type Messages = Record<string, string>;
type Loader = () => Promise<{ default: Messages }>;

export const LAZY_MESSAGES: Record<string, Loader> = {
  'zh-TW': () => import('./zh-TW/index'),
  'ja-JP': () => import('./ja-JP/index'),
  'ko-KR': () => import('./ko-KR/index'),
  'vi-VN': () => import('./vi-VN/index'),
  'th-TH': () => import('./th-TH/index'),
  'id-ID': () => import('./id-ID/index'),
  'pt-BR': () => import('./pt-BR/index'),
  'es-ES': () => import('./es-ES/index'),
  'fa-IR': () => import('./fa-IR/index'),
  'ar-EG': () => import('./ar-EG/index'),
  'he-IL': () => import('./he-IL/index'),
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

export async function loadLocale(
  locale: string,
  addLocale: (name: string, messages: Messages) => void,
): Promise<void> {
  const dayjsLocale = DAYJS[locale];
  const [messages, antd] = await Promise.all([
    LAZY_MESSAGES[locale]?.().then((m) => m.default),
    ANTD_LOCALES[locale]?.().then((m) => m.default),
    dayjsLocale?.[1]().then(() => dayjs.locale(dayjsLocale[0])),
  ]);
  antdLocale = antd;
  if (messages) addLocale(locale, messages);
}
