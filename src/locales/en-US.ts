// Loaded with the app: zh-CN is the default and en-US the fallback of every
// locale. The other locales' messages load on demand (src/locales/lazy.ts).
export { default } from './en-US/index';
