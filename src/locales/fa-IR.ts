// Registers fa-IR with umi's locale plugin. Its messages are a separate chunk,
// loaded before the first render when this locale is active (src/locales/lazy.ts).
export default {};
