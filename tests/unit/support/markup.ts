// A tag of serialized markup: name, then attributes (values always double-quoted, a quote inside escaped as
// &quot;, though `<` and `>` stay raw there). Server text in text nodes is escaped (`&lt;b&gt;`), so every tag
// this finds is a real element.
const TAG = /<([a-z][\w-]*)((?:\s+[^\s"'=>/]+(?:="[^"]*")?)*)\s*\/?>/gi;

export interface Tag {
  /** The element's name, lower case. */
  name: string;
  /** Its attributes as serialized (names and values). */
  attributes: string;
  /** Its attribute names only. */
  names: string;
  /** The markup after its start tag. */
  after: string;
}

/** The elements under `root`, read from the HTML the page serializes (what a check for injected markup needs). */
export function tagsIn(root: HTMLElement): Tag[] {
  const html = root.innerHTML;
  return [...html.matchAll(TAG)].map((m) => ({
    name: m[1].toLowerCase(),
    attributes: m[2],
    names: m[2].replace(/="[^"]*"/g, ''),
    after: html.slice((m.index ?? 0) + m[0].length),
  }));
}
