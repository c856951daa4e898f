/** @jest-environment node */
/**
 * The import-cycle check of `npm run lint:code` (config/eslint/importCycles.js, scripts/import-cycles.mjs), which
 * holds what eslint-plugin-import's no-cycle held: on small projects written to a temporary folder it finds a cycle
 * of two files, one of three through an index.ts and the `@/` alias, one closed by `export … from` or `import()`,
 * and none where an import brings in types only or where there is no cycle; and the real src/ and mock/ have none.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describeCycle, findCycles } from '../../../config/eslint/importCycles';

const made: string[] = [];
afterAll(() => made.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** A project with these files (paths from its root), checked as the real one is (src/ and mock/). */
function cyclesOf(files: Record<string, string>) {
  const root = mkdtempSync(join(tmpdir(), 'import-cycles-'));
  made.push(root);
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, file)), { recursive: true });
    writeFileSync(join(root, file), text);
  }
  return findCycles(root, ['src', 'mock']);
}

it('finds a cycle of two files, once from each side, with the line of each import', () => {
  const cycles = cyclesOf({
    'src/a.ts': "import { b } from './b';\nexport const a = () => b;\n",
    'src/b.ts': "import React from 'react';\n\nimport { a } from './a';\nexport const b = () => [a, React];\n",
  });
  expect(cycles.map(describeCycle).sort()).toEqual([
    "src/a.ts:1 './b' → src/b.ts:3 './a' → src/a.ts",
    "src/b.ts:3 './a' → src/a.ts:1 './b' → src/b.ts",
  ]);
  expect(cycles[0].files).toEqual(['src/a.ts', 'src/b.ts']);
});

it('finds a cycle of three files through an index.ts and the @/ alias', () => {
  const cycles = cyclesOf({
    'src/pages/home.tsx': "import { Card } from '@/components';\nexport const Home = () => Card;\n",
    'src/components/index.ts': "export { Card } from './Card';\n",
    'src/components/Card.tsx': "import { Home } from '../pages/home';\nexport const Card = () => Home;\n",
  });
  expect(cycles.map(describeCycle)).toContain(
    "src/pages/home.tsx:1 '@/components' → src/components/index.ts:1 './Card' → src/components/Card.tsx:1 '../pages/home' → src/pages/home.tsx",
  );
  expect(cycles).toHaveLength(3);
  expect(cycles[0].files).toEqual(['src/components/Card.tsx', 'src/components/index.ts', 'src/pages/home.tsx']);
});

it('finds a cycle closed by import() or export * from, and one that leaves src/ on the way', () => {
  const dynamic = cyclesOf({
    'src/a.ts': "export const load = () => import('./b');\n",
    'src/b.ts': "export * from './a';\n",
  });
  expect(dynamic.map(describeCycle)).toContain("src/a.ts:1 './b' → src/b.ts:1 './a' → src/a.ts");
  const throughConfig = cyclesOf({
    'mock/server.ts': "import { theme } from '../config/theme';\nexport const port = theme;\n",
    'config/theme.ts': "import { port } from '../mock/server';\nexport const theme = port;\n",
  });
  expect(throughConfig.map(describeCycle)).toContain(
    "mock/server.ts:1 '../config/theme' → config/theme.ts:1 '../mock/server' → mock/server.ts",
  );
});

it('finds none where one side imports types only, or where there is no cycle', () => {
  expect(
    cyclesOf({
      'src/a.ts': "import type { B } from './b';\nimport { type C, type D } from './c';\nexport const a = 1;\n",
      'src/b.ts': "import { a } from './a';\nexport type B = typeof a;\n",
      'src/c.ts': "import { a } from './a';\nexport type C = typeof a;\nexport type D = C;\n",
    }),
  ).toEqual([]);
  expect(
    cyclesOf({
      'src/app.tsx': "import './global.less';\nimport { Home } from '@/pages';\nexport const App = Home;\n",
      'src/global.less': "@import './app.tsx';\n",
      'src/pages/index.ts': "export { Home } from './home';\n",
      'src/pages/home.tsx':
        "import { Button } from 'antd';\nimport { paths } from '@/paths';\nexport const Home = [Button, paths];\n",
      'src/paths.ts': "export const paths = { home: '/' };\n",
      // Outside src/ and mock/: the check is for the app and the mock.
      'scripts/a.mjs': "import './b.mjs';\n",
      'scripts/b.mjs': "import './a.mjs';\n",
    }),
  ).toEqual([]);
  // A value imported beside a type is an import that runs: the cycle stands.
  expect(
    cyclesOf({
      'src/a.ts': "import b, { type B } from './b';\nexport const a: B = b;\n",
      'src/b.ts': "import { a } from './a';\nexport type B = number;\nexport default a;\n",
    }),
  ).toHaveLength(2);
});

it('finds no cycle in the app and the mock', () => {
  const cycles = findCycles(join(__dirname, '../../..'), ['src', 'mock']);
  expect(cycles.map(describeCycle)).toEqual([]);
});
