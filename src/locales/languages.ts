/**
 * The language menu: one entry per shipped locale, each with lang, label (the
 * language's name in its own words, so a reader finds theirs whatever the
 * current one) and title (the word "Language" in that language, shown as the
 * tooltip). No flags: a flag names a country, not a language (Arabic is the
 * language of many countries, and Egypt's flag would not say "Arabic").
 */
export interface LanguageEntry {
  lang: string;
  label: string;
  title: string;
}

export const LANGUAGES: LanguageEntry[] = [
  { lang: 'zh-CN', label: '简体中文', title: '语言' },
  { lang: 'zh-TW', label: '繁體中文', title: '語言' },
  { lang: 'en-US', label: 'English', title: 'Language' },
  { lang: 'ja-JP', label: '日本語', title: '言語' },
  { lang: 'ko-KR', label: '한국어', title: '언어' },
  { lang: 'vi-VN', label: 'Tiếng Việt', title: 'Ngôn ngữ' },
  { lang: 'th-TH', label: 'ภาษาไทย', title: 'ภาษา' },
  { lang: 'id-ID', label: 'Bahasa Indonesia', title: 'Bahasa' },
  { lang: 'pt-BR', label: 'Português (Brasil)', title: 'Idioma' },
  { lang: 'es-ES', label: 'Español', title: 'Idioma' },
  { lang: 'fa-IR', label: 'فارسی', title: 'زبان' },
  { lang: 'ar-EG', label: 'العربية', title: 'اللغة' },
  { lang: 'he-IL', label: 'עברית', title: 'שפה' },
];
