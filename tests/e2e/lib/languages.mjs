// Labels of the language menu (src/locales/languages.ts), to pick an entry by its text.
export const LANGUAGE_LABELS = {
  'zh-CN': '简体中文',
  'en-US': 'English',
  'ja-JP': '日本語',
  'fa-IR': 'فارسی',
};
