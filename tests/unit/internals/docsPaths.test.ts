/** @jest-environment node */
/**
 * The docs' paths check of `npm run lint` (scripts/docs-paths.mjs, its rules in scripts/lib/docs-paths.mjs): every repository path README.md and docs/*.md
 * name must exist. Fed texts against a small repository made in a temporary folder.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

type Check = {
  missingPaths: (text: string, file: string, root: string) => string[];
  checkDocs: (root: string) => string[];
};
let check: Check;
const root = mkdtempSync(join(tmpdir(), 'docs-paths-'));
beforeAll(async () => {
  check = await import('../../../scripts/lib/docs-paths.mjs');
  mkdirSync(join(root, 'src/layouts'), { recursive: true });
  mkdirSync(join(root, 'docs'));
  writeFileSync(join(root, 'src/layouts/MenuLayout.tsx'), '');
  writeFileSync(join(root, 'docs/api.md'), '');
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

test('a path that exists passes, in backticks, prose, a link relative to the page, or as an import names it', () => {
  const text = [
    'The menu is `src/layouts/MenuLayout.tsx` (imported as src/layouts/MenuLayout).',
    'See docs/api.md, [the API](api.md) and [its errors](api.md#errors); [a site](https://example.com/src/x.ts).',
    'Per area: `src/layouts/<area>.ts`, `docs/*.md`, `src/layouts/…`; written by a deployment: deploy/out/nginx.conf.',
  ].join('\n');
  expect(check.missingPaths(text, 'docs/guide.md', root)).toEqual([]);
});

test('a path that does not exist is named, whether in backticks, prose or a link', () => {
  const text = 'Moved: `src/services/account.ts`, see docs/gone.md. and [old](../mock/core/lib/blocking.ts).';
  expect(check.missingPaths(text, 'docs/guide.md', root)).toEqual([
    'src/services/account.ts',
    'docs/gone.md',
    'mock/core/lib/blocking.ts',
  ]);
});

test('README and every page of docs/ are read, each missing path with the file naming it', () => {
  writeFileSync(join(root, 'README.md'), 'Start at [the API](docs/api.md) and `scripts/start.mjs`.\n');
  writeFileSync(join(root, 'docs/tests.md'), 'Run [the API](api.md), then `tests/unit/none.test.ts`.\n');
  expect(check.checkDocs(root)).toEqual(['README.md: scripts/start.mjs', 'docs/tests.md: tests/unit/none.test.ts']);
});
