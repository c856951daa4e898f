// Registers zh-CN with umi's locale plugin. Its shell messages are bundled with the app all the same: src/locales/lazy.ts
// adds them before the first render (umi's plugin would walk a message the build compiled to a syntax tree as
// nested messages, config/internals/messagesLoader.js). The pages' messages load on demand.
export default {};
