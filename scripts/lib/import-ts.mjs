// The project's TypeScript modules that scripts read (the route table, the URLs, the budgets' logic, the shell's
// module list), compiled with esbuild into one module in memory and imported: they import nothing of ours that
// needs the bundler, so no build is needed first.
import { resolve } from 'node:path';
import { build } from 'esbuild';

const root = resolve(new URL('../..', import.meta.url).pathname);

/** Imports the `export … from './…'` lines given (paths from the project's root) as one module. */
export async function importTs(exportLines) {
  const { outputFiles } = await build({
    stdin: { contents: exportLines.join('\n'), resolveDir: root, loader: 'ts' },
    bundle: true,
    format: 'esm',
    platform: 'node',
    write: false,
    logLevel: 'silent',
  });
  return import(`data:text/javascript;base64,${Buffer.from(outputFiles[0].text).toString('base64')}`);
}
