/**
 * ICU plurals in the mock's texts: `{count, plural, =0 {…} one {# session} other {# sessions}}`. The branch is
 * chosen by an exact `=N`, else by the locale's own plural category (Intl.PluralRules: Arabic has zero, one,
 * two, few, many; Japanese only other), falling back to `other`; `#` is the number. Only what the texts use:
 * no select, no nested plurals.
 */

/** The end of the brace group that opens at `open` (text[open] === '{'), or -1. */
function closing(text: string, open: number): number {
  let depth = 0;
  for (let i = open; i < text.length; i += 1) {
    if (text[i] === '{') depth += 1;
    else if (text[i] === '}' && --depth === 0) return i;
  }
  return -1;
}

/** The branches of a plural's body ("one {…} other {…}"), by selector. */
function branches(body: string): Map<string, string> {
  const out = new Map<string, string>();
  let i = 0;
  while (i < body.length) {
    const m = /^\s*(=\d+|zero|one|two|few|many|other)\s*\{/.exec(body.slice(i));
    if (!m) break;
    const open = i + m[0].length - 1;
    const end = closing(body, open);
    if (end < 0) break;
    out.set(m[1], body.slice(open + 1, end));
    i = end + 1;
  }
  return out;
}

/** Resolves every `{name, plural, …}` of `text` with the numeric `params`; other placeholders stay. */
export function resolvePlurals(text: string, locale: string, params: Record<string, string | number>): string {
  const head = /\{(\w+),\s*plural,/g;
  let out = '';
  let from = 0;
  for (let m = head.exec(text); m; m = head.exec(text)) {
    const end = closing(text, m.index);
    const n = Number(params[m[1]]);
    if (end < 0 || !Number.isFinite(n)) continue;
    const options = branches(text.slice(m.index + m[0].length, end));
    const chosen =
      options.get(`=${n}`) ?? options.get(new Intl.PluralRules(locale).select(n)) ?? options.get('other') ?? '';
    out += text.slice(from, m.index) + chosen.replace(/#/g, String(n));
    from = end + 1;
    head.lastIndex = from;
  }
  return out + text.slice(from);
}
