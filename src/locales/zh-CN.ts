// Bundled with the app: the sign-in page and the shell in zh-CN (the default)
// and en-US (the fallback of every locale). The pages' messages of every
// locale, and everything of the other locales, load on demand (src/locales/lazy.ts).
export { default } from './zh-CN/core';
