/**
 * What a name a person types must have (issue 52): at least one character that shows. A name made only of
 * control, format (the bidi overrides U+202E…, zero-width spaces, joiners), separator or space characters shows as
 * nothing, or turns the text around it, wherever it is quoted: the console's forms and the mock's validation refuse
 * it with a field message. One rule for both sides, part of the contract beside the limits.
 */
const INVISIBLE = /[\p{C}\p{Z}\s]/gu;

/** Whether `text` has a character that shows (a letter, digit, mark, punctuation or symbol). */
export function hasVisibleText(text: string): boolean {
  return text.replace(INVISIBLE, '').length > 0;
}
