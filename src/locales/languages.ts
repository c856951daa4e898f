/**
 * The language menu: one entry per shipped locale, each with lang, label (in
 * its own language, so a reader finds theirs whatever the current one), icon
 * and title (the word "Language" in that language, shown as the tooltip).
 */
export interface LanguageEntry {
  lang: string;
  label: string;
  icon: string;
  title: string;
}

export const LANGUAGES: LanguageEntry[] = [
  { lang: 'zh-CN', label: '简体中文', icon: '🇨🇳', title: '语言' },
  { lang: 'zh-TW', label: '繁體中文', icon: '🇹🇼', title: '語言' },
  { lang: 'en-US', label: 'English', icon: '🇺🇸', title: 'Language' },
  { lang: 'ja-JP', label: '日本語', icon: '🇯🇵', title: '言語' },
  { lang: 'ko-KR', label: '한국어', icon: '🇰🇷', title: '언어' },
  { lang: 'vi-VN', label: 'Tiếng Việt', icon: '🇻🇳', title: 'Ngôn ngữ' },
  { lang: 'th-TH', label: 'ภาษาไทย', icon: '🇹🇭', title: 'ภาษา' },
  { lang: 'id-ID', label: 'Bahasa Indonesia', icon: '🇮🇩', title: 'Bahasa' },
  { lang: 'pt-BR', label: 'Português (Brasil)', icon: '🇧🇷', title: 'Idioma' },
  { lang: 'es-ES', label: 'Español', icon: '🇪🇸', title: 'Idioma' },
  { lang: 'fa-IR', label: 'فارسی', icon: '🇮🇷', title: 'زبان' },
  { lang: 'ar-EG', label: 'العربية', icon: '🇪🇬', title: 'اللغة' },
  { lang: 'he-IL', label: 'עברית', icon: '🇮🇱', title: 'שפה' },
];
