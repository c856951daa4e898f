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
  return text.replace(/[\u2066\u2068\u2069]/g, '');
}

const LRI = '\u2066';
/** The directional marks Intl puts in right-to-left locales' numbers (ALM, LRM, RLM). */
const MARKS = /[\u061c\u200e\u200f]/g;

/**
 * A figure (money, a masked account "**** 4300") as one left-to-right run, isolated from the sentence around it
 * (LRI … PDI) and without the marks Intl puts inside: in ar-EG and fa-IR a negative amount then reads
 * "-330.33 US$" beside "0.00 US$", never "$-330.33 US", and "**** 4300" never becomes "4300 ****".
 */
export function isolateFigure(text: string | null | undefined): string {
  return text === null || text === undefined || text === '' ? '' : `${LRI}${text.replace(MARKS, '')}${PDI}`;
}
