/**
 * What the shell fetches for a route beside its layouts and page, as src/app.tsx (render) and
 * src/layouts/RootLayout.tsx start it: one list for the byte budgets (scripts/page-budgets.mjs, which adds it to
 * every route's first load) and for the first paint's preloads (scripts/first-paint.mjs, which lets a signed-in
 * visit fetch it with the HTML instead of after the main script has run). Change it with those two files.
 */
import type { ShellPreloads } from '../src/session/firstPaint';
import type { ChunkGraph } from './chunkGraph';
import { importFiles, type BudgetRoute } from './pageBudgets';

/** The URLs the list depends on (src/paths.ts). */
export interface ShellPaths {
  login: string;
  home: string;
  auditReport: string;
}

/** The modules (project paths without extension) for `route` on a visit in `locale`, signed in (the sign-in page signed out). */
export function shellModules(route: BudgetRoute, locale: string, paths: ShellPaths): string[] {
  // antd's texts of the language, on every page (loadFormats, src/locales/lazy.ts).
  const modules = [`node_modules/antd/es/locale/${locale.replace('-', '_')}`];
  if (route.path === paths.login) return modules;
  modules.push(
    'src/layouts/MenuLayout',
    'src/layouts/QueryProvider',
    // The pages' messages: every page's, or the home page's part (src/locales/lazy.ts).
    `src/locales/${locale}/${route.messages ?? 'console'}`,
    'src/services/query',
    'src/services/menu',
  );
  if (route.proComponents !== false) modules.push('src/layouts/ProScope');
  // The home page's figures are read while its code loads.
  if (route.path === paths.home) modules.push('src/features/dashboard');
  // Pages whose chart shows at once import() it as they render (the dashboard's trend, the audit report's days).
  if (route.path === paths.home || route.path === paths.auditReport) modules.push('src/components/UPlotChart');
  return modules;
}

/** Files of `modules` in the build, in order, each once; a module the build has no import() of brings nothing. */
function filesOf(graph: ChunkGraph, modules: readonly string[]): string[] {
  return [
    ...new Set(
      modules.flatMap((m) => {
        try {
          return importFiles(graph, m);
        } catch {
          // antd's texts of zh-CN and en-US are in the entry: nothing to fetch.
          return [];
        }
      }),
    ),
  ];
}

const without = (files: readonly string[], known: ReadonlySet<string>) => files.filter((f) => !known.has(f));
const common = (lists: readonly (readonly string[])[]) =>
  lists.length ? lists[0].filter((f) => lists.every((l) => l.includes(f))) : [];

/**
 * The preloads of the console's frame (index.html) for a signed-in visit: the shell's files of the home page
 * (`home`) and of any other page (a route of the menu layout that uses no pro-components: pro-components'
 * provider is fetched by the pages that need it, as before), per locale, in the build `graph`. Files shared by
 * every locale are listed once.
 */
export function shellPreloads(
  graph: ChunkGraph,
  locales: readonly string[],
  paths: ShellPaths,
  homeRoute: BudgetRoute,
  homePaths: readonly string[],
): ShellPreloads {
  const other: BudgetRoute = { path: '', proComponents: false };
  const home = Object.fromEntries(locales.map((l) => [l, filesOf(graph, shellModules(homeRoute, l, paths))]));
  const rest = Object.fromEntries(locales.map((l) => [l, filesOf(graph, shellModules(other, l, paths))]));
  const all = common([...Object.values(home), ...Object.values(rest)]);
  const known = new Set(all);
  const homeOnly = without(common(Object.values(home)), known);
  const otherOnly = without(common(Object.values(rest)), known);
  const shared = new Set([...all, ...homeOnly, ...otherOnly]);
  return {
    publicPath: graph.publicPath,
    homePaths: [...homePaths],
    all,
    home: homeOnly,
    other: otherOnly,
    locales: Object.fromEntries(locales.map((l) => [l, [without(home[l], shared), without(rest[l], shared)]])),
  };
}
