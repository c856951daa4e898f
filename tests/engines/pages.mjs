// The pages the smoke opens: every menu page of the route table (src/routes.ts, compiled here with esbuild as
// the preview server compiles the mock), and the sign-in page.
import { resolve } from 'node:path';
import { build } from 'esbuild';

const root = resolve(new URL('../..', import.meta.url).pathname);

/** Paths of the menu's pages: named, shown in the menu, with a component, without parameters. */
export async function menuPaths() {
  const out = await build({
    entryPoints: [resolve(root, 'src/routes.ts')],
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'neutral',
    logLevel: 'silent',
  });
  const source = out.outputFiles[0].text;
  const { default: routes } = await import(`data:text/javascript;base64,${Buffer.from(source).toString('base64')}`);
  const paths = [];
  const walk = (list) => {
    for (const r of list) {
      if (r.routes) walk(r.routes);
      else if (r.name && r.component && !r.hideInMenu && !r.redirect && !r.path.includes(':')) paths.push(r.path);
    }
  };
  walk(routes);
  return paths;
}
