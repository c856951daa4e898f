// `npm run lint`'s check that every repository path README.md and docs/*.md name exists (scripts/lib/docs-paths.mjs
// says what counts as a path). `node scripts/docs-paths.mjs [root]`.
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkDocs } from './lib/docs-paths.mjs';

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = resolve(process.argv[2] ?? fileURLToPath(new URL('..', import.meta.url)));
  const problems = checkDocs(root);
  for (const p of problems) console.error(`docs-paths: ${p} does not exist`);
  if (problems.length)
    console.error('Fix the path in the doc, or add what a build writes to GENERATED in scripts/docs-paths.mjs.');
  process.exit(problems.length ? 1 : 0);
}
