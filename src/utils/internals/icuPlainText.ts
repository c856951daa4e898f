/**
 * Stands in for the ICU message parser where intl-messageformat imports it, in the production build
 * (config/internals): the build compiles every message with an argument, a plural or an apostrophe to the
 * parser's syntax tree (config/internals/messagesLoader.js), so at run time only plain texts are left to
 * "parse", and the parser (8 KB gzip on every page's first load) stays out of the bundle (issue 32).
 * tests/unit/internals/messages.test.ts holds every message of the 13 locales to the parser's own result.
 */
import type { MessageFormatElement } from 'intl-messageformat-parser';

/** What only the parser can read: arguments and plurals (`{…}`) and ICU quoting (`'`). */
const ICU_SYNTAX = /[{}']/;

/** A message without ICU syntax, as the parser reads it: one piece of literal text (none for ''). */
export function parse(message: string): MessageFormatElement[] {
  if (ICU_SYNTAX.test(message))
    throw new SyntaxError(`A message with ICU syntax was not compiled by the build: ${JSON.stringify(message)}`);
  // TYPE.literal (0): a type-only import of the parser's enum keeps the parser out.
  return message === '' ? [] : [{ type: 0, value: message }];
}
