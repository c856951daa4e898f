// The copy-paste limits of `npm run lint` (scripts/duplicates-check.mjs runs jscpd and counts its pairs here): the
// level the folds of issue 50 left. Lower a limit when a fold takes a pair away; never raise one for a new copy.

/** Most pairs each folder may hold; the longest folder that holds a file is its folder. */
export const LIMITS = { src: 21, 'mock/core': 10, mock: 1, scripts: 4, config: 0, deploy: 0 };
/** The folders jscpd reads: those of LIMITS. */
export const FOLDERS = [...new Set(Object.keys(LIMITS).map((f) => f.split('/')[0]))];

/** The folder of LIMITS a file (relative to the root) counts in, or undefined. */
export const folderOf = (file) =>
  Object.keys(LIMITS)
    .filter((f) => file.startsWith(`${f}/`))
    .sort((a, b) => b.length - a.length)[0];

/** Pairs per folder of LIMITS, each folder's pairs listed. */
export function countPairs(pairs) {
  const byFolder = Object.fromEntries(Object.keys(LIMITS).map((f) => [f, []]));
  for (const pair of pairs)
    for (const folder of new Set([folderOf(pair.a), folderOf(pair.b)])) if (folder) byFolder[folder].push(pair);
  return byFolder;
}
