/**
 * A webpack loader for the production build (config/internals/index.ts): the messages of a locale part
 * (src/locales/<locale>/<part>.ts, a plain `export default { id: 'text', … }`) with every message that holds ICU
 * syntax (an argument, a plural, an apostrophe) compiled to the syntax tree react-intl's intl-messageformat would
 * parse it to at run time, with the same parser and options. Plain texts stay strings: the stand-in for the parser
 * (src/utils/internals/icuPlainText.ts) reads them. So no message needs the parser in the browser (issue 32).
 * Parts that import others (core, console, home) are left as they are: they only spread the compiled ones.
 * tests/unit/internals/messages.test.ts runs it on every part of the 13 locales.
 */
const { relative } = require('node:path');
const { transformSync } = require('esbuild');
// The parser intl-messageformat itself imports (the test checks that both resolve to the same one).
const { parse } = require('intl-messageformat-parser');

/** What the stand-in cannot read: kept in step with src/utils/internals/icuPlainText.ts by the test. */
const ICU_SYNTAX = /[{}']/;
/** intl-messageformat's own options when it parses a message (lib/core.js). */
const PARSE_OPTIONS = { normalizeHashtagInPlural: false };

/** The part's messages: its default export, evaluated on its own (a part with imports is not compiled). */
function evaluate(source, file) {
  const { code } = transformSync(source, { loader: 'ts', format: 'cjs', sourcefile: file });
  const module = { exports: {} };
  new Function('module', 'exports', code)(module, module.exports);
  const messages = module.exports.default;
  if (!messages || typeof messages !== 'object') throw new Error(`${file}: no messages as its default export`);
  return messages;
}

/** The module's source with its messages compiled; `file` names it in errors. */
function compileMessages(source, file = 'messages') {
  if (/^\s*(import|export\s+\*|export\s*\{)/m.test(source)) return source;
  const compiled = {};
  for (const [id, message] of Object.entries(evaluate(source, file))) {
    if (typeof message !== 'string') throw new Error(`${file}: the message ${id} is not a string`);
    compiled[id] = ICU_SYNTAX.test(message) ? parse(message, PARSE_OPTIONS) : message;
  }
  return `// Compiled by config/internals/messagesLoader.js from ${file}\nexport default ${JSON.stringify(compiled)};\n`;
}

module.exports = function messagesLoader(source) {
  return compileMessages(source, relative(this.rootContext, this.resourcePath));
};
module.exports.compileMessages = compileMessages;
module.exports.ICU_SYNTAX = ICU_SYNTAX;
