/**
 * A server string placed inside a sentence that can only be text (a toast,
 * a confirm title, an aria-label, a select's search label): wrapped in the
 * Unicode isolates FSI … PDI, the plain-text equivalent of <bdi>, so its
 * direction neither takes nor gives to the sentence around it.
 */
const FSI = '\u2068';
const PDI = '\u2069';

export function isolate(text: string | number | null | undefined): string {
  return text === null || text === undefined || text === '' ? '' : `${FSI}${text}${PDI}`;
}

/** Text without the isolates (for comparisons, exports and tests). */
export function stripIsolates(text: string): string {
  return text.replace(/[\u2068\u2069]/g, '');
}
