/** @jest-environment node */
/**
 * The copy-paste check of `npm run lint` (scripts/duplicates-check.mjs runs jscpd; scripts/lib/duplicates.mjs counts):
 * each pair of repeated places counts in the folder of each of its places, the most specific folder first.
 */
type Pair = { a: string; b: string; lines: number };
type Lib = {
  LIMITS: Record<string, number>;
  FOLDERS: string[];
  folderOf: (file: string) => string | undefined;
  countPairs: (pairs: Pair[]) => Record<string, Pair[]>;
};
let lib: Lib;
beforeAll(async () => {
  lib = await import('../../../scripts/lib/duplicates.mjs');
});

test('a file counts in the most specific folder that has a limit; files elsewhere count nowhere', () => {
  expect(lib.folderOf('mock/core/lib/validate.ts')).toBe('mock/core');
  expect(lib.folderOf('mock/adapters/msw.ts')).toBe('mock');
  expect(lib.folderOf('src/hooks/usePhone.ts')).toBe('src');
  expect(lib.folderOf('source/x.ts')).toBeUndefined();
  expect(lib.FOLDERS).toEqual(expect.arrayContaining(['src', 'mock', 'scripts']));
  expect(lib.FOLDERS).not.toContain('mock/core');
});

test('a pair counts once in a folder holding both places, and in each folder when they differ', () => {
  const inside = { a: 'src/a.ts:1-8', b: 'src/b.ts:3-10', lines: 8 };
  const across = { a: 'mock/__tests__/x.ts:1-9', b: 'mock/core/y.ts:1-9', lines: 9 };
  const counted = lib.countPairs([inside, across]);
  expect(counted.src).toEqual([inside]);
  expect(counted['mock/core']).toEqual([across]);
  expect(counted.mock).toEqual([across]);
  expect(counted.scripts).toEqual([]);
});
