// Import cycles in the app (src/) and the mock (mock/): none allowed. A cycle makes a module run before the one it
// imports has finished (an undefined at start-up, or a layer that reaches back up). Run by `npm run lint:code`
// beside eslint, in place of eslint-plugin-import's no-cycle (the same check, config/eslint/importCycles.js).
import { createRequire } from 'node:module';
import { resolve } from 'node:path';

// CommonJS, as eslint's resolver it reuses (config/eslint/resolver.js).
const { findCycles, describeCycle } = createRequire(import.meta.url)('../config/eslint/importCycles.js');

const root = resolve(new URL('..', import.meta.url).pathname);
const cycles = findCycles(root, ['src', 'mock']);
if (cycles.length) {
  console.error(`${cycles.length} import(s) close a cycle (each line: the import, then the way back to its file):`);
  for (const cycle of cycles) console.error(`  ${describeCycle(cycle)}`);
  console.error('Move what both sides need into a module that imports neither (or import it as a type).');
  process.exit(1);
}
