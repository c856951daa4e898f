/**
 * Every text the mock sends, in the console's 13 locales (one file each; en-US defines the keys). The caller's
 * locale comes from Accept-Language (../locale.ts); a mail is written in its reader's locale (../mail.ts).
 */
import { isRtlLocale, isolate, localeFromHeader, type Locale } from '../locale';
import { resolvePlurals } from './plural';
import { arEG } from './ar-EG';
import { enUS, type MessageKey } from './en-US';
import { esES } from './es-ES';
import { faIR } from './fa-IR';
import { heIL } from './he-IL';
import { idID } from './id-ID';
import { jaJP } from './ja-JP';
import { koKR } from './ko-KR';
import { ptBR } from './pt-BR';
import { thTH } from './th-TH';
import { viVN } from './vi-VN';
import { zhCN } from './zh-CN';
import { zhTW } from './zh-TW';

export type { MessageKey };

export const MESSAGES: Record<Locale, Record<MessageKey, string>> = {
  'ar-EG': arEG,
  'en-US': enUS,
  'es-ES': esES,
  'fa-IR': faIR,
  'he-IL': heIL,
  'id-ID': idID,
  'ja-JP': jaJP,
  'ko-KR': koKR,
  'pt-BR': ptBR,
  'th-TH': thTH,
  'vi-VN': viVN,
  'zh-CN': zhCN,
  'zh-TW': zhTW,
};

export type MessageParams = Record<string, string | number>;

/** Right-to-left letters and the bidi controls (marks, embeddings, overrides, isolates). */
const BIDI = /[\u0590-\u08FF\u200E\u200F\u202A-\u202E\u2066-\u2069\uFB1D-\uFDFF\uFE70-\uFEFF]/;

/**
 * A message in the caller's locale with {placeholders} filled in. In a right-to-left locale every value is
 * isolated (FSI … PDI): an amount, an email or a Latin name keeps its own direction inside the sentence. In a
 * left-to-right one, a value with right-to-left letters or a bidi control is (issue 52: a name with an override
 * turned the rest of an English mail around); plain Latin values stay as they are.
 */
export function t(locale: Locale, key: MessageKey, params?: MessageParams): string {
  const raw = MESSAGES[locale]?.[key] ?? enUS[key] ?? key;
  if (!params) return raw;
  // Plurals first ("1 session", "2 sessions" by the locale's own categories), then the plain placeholders.
  const text = resolvePlurals(raw, locale, params);
  const wrap = isRtlLocale(locale) ? isolate : (v: string) => (BIDI.test(v) ? isolate(v) : v);
  return text.replace(/\{(\w+)\}/g, (m, name: string) => (name in params ? wrap(String(params[name])) : m));
}

/** The caller's locale: the best match of Accept-Language among the console's locales, else en-US. */
export const langFromHeader = localeFromHeader;

/** A field error not yet translated: resolved once the caller's language is known. */
export interface FieldMessage {
  key: MessageKey;
  params?: MessageParams;
}
