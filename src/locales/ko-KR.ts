// Registers ko-KR with umi's locale plugin. Its messages are chunks: the shell's
// before the first render when this locale is active, the pages' before the
// first console page (src/locales/lazy.ts).
export default {};
