// `npm run new:page <area> <route> [--code=<MenuCode>] [--title="Words"]`: a page of an existing area at
// <route> (`/<menu group>/<name>`, under a group of the menu that exists), shown to whoever holds <MenuCode>
// (the area's `<Area>View` by default). It writes the URL (src/paths.ts), the route (src/routes.ts), the route
// file and the page, the page's title (`route.<name>`) and text in every locale, a page test, a browser smoke
// test, the page's byte budget (the activity log's figures until `npm run page-budgets -- --write` measures
// it), a section of docs/<area>.md and the URL in README's Areas table.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CONTRACT } from './contract-edits.mjs';
import {
  afterLast,
  areasOf,
  argsOf,
  before,
  Changes,
  fail,
  isName,
  kebab,
  LOCALES,
  pascal,
  ROOT,
  words,
} from './lib.mjs';

const GROUP = /^\/([a-z][A-Za-z0-9]*)\/([a-z][A-Za-z0-9]*)$/;

/** The next free number of a browser spec from 36 up (tests/e2e/specs/NN-name.e2e.mjs). */
function specNumber(changes) {
  const dir = 'tests/e2e/specs';
  const names = [...readdirSync(join(ROOT, dir)), ...[...changes.files.keys()].filter((p) => p.startsWith(`${dir}/`))];
  const taken = new Set(names.map((f) => f.replace(`${dir}/`, '').slice(0, 2)));
  for (let n = 36; n < 100; n++) if (!taken.has(String(n))) return n;
  return fail('no free browser spec number');
}

/** Adds the page to `changes` (nothing is written until `changes.commit()`). */
export function addPage(changes, { area, route, code, title }) {
  if (!areasOf(changes).includes(area)) fail(`${area} is not an area (mock/core/areas.ts); \`npm run new:area\` first`);
  const m = GROUP.exec(route ?? '');
  if (!m) fail(`route ${route}: write it /<menu group>/<name>, e.g. /accounts/health`);
  const [, group, name] = m;
  const Page = `${pascal(name)}Page`;
  const text = title ?? words(name);
  const routes = changes.read('src/routes.ts');
  const paths = changes.read('src/paths.ts');
  if (new RegExp(`^  ${name}:`, 'm').test(paths)) fail(`src/paths.ts has ${name} already`);
  if (routes.includes(`name: '${name}'`)) fail(`src/routes.ts has a route named ${name} already`);
  if (!changes.read(CONTRACT).includes(`\n        - ${code}\n`)) fail(`${code} is not a MenuCode of ${CONTRACT}`);
  const access = `can${code}`;

  changes.edit('src/paths.ts', (t) =>
    before(
      t,
      '} as const;',
      `  /** ${text} (extension, ${code}; docs/${area}.md). */\n  ${name}: '${route}',\n`,
      'src/paths.ts',
    ),
  );

  // An area's first page is its folder's index.tsx; a later one is named after its route.
  const routeFile = changes.exists(`src/pages/${area}`) ? name : 'index';
  changes.edit('src/routes.ts', (t) => {
    const groupAt = t.indexOf(`        path: '/${group}',\n`);
    if (groupAt < 0) fail(`src/routes.ts: no menu group /${group} (a route /${group}/… goes under an existing one)`);
    const close = t.indexOf('\n        ],\n', groupAt);
    const entry = [
      '          {',
      `            path: PATHS.${name},`,
      `            name: '${name}',`,
      `            component: './${area}${routeFile === 'index' ? '' : `/${routeFile}`}',`,
      `            access: '${access}',`,
      "            // A plain antd page: it skips pro-components' provider chunk.",
      '            proComponents: false,',
      '            exact: true,',
      '          },',
    ].join('\n');
    return `${t.slice(0, close)}\n${entry}${t.slice(close)}`;
  });

  changes.create(`src/pages/${area}/${routeFile}.tsx`, `export { default } from '@/features/${area}/${Page}';\n`);
  changes.create(
    `src/features/${area}/${Page}.tsx`,
    `import { Card, Typography } from 'antd';
import { useT } from '@/hooks/useT';

/** ${text} (${route}, ${code}; docs/${area}.md). */
export default function ${Page}() {
  const t = useT();
  return (
    <Card>
      <Typography.Title level={2}>{t('route.${name}')}</Typography.Title>
      <Typography.Paragraph>{t('${area}.${name}.intro')}</Typography.Paragraph>
    </Card>
  );
}
`,
  );

  const intro = `What ${text.toLowerCase()} shows will be described here.`;
  for (const locale of LOCALES) {
    const file = `src/locales/${locale}/${area}.ts`;
    changes.edit(file, (t) => before(t, '\n};', `\n  '${area}.${name}.intro': ${JSON.stringify(intro)},`, file));
    const shell = `src/locales/${locale}/shell.ts`;
    changes.edit(shell, (t) => afterLast(t, /^ {2}'route\./, `  'route.${name}': ${JSON.stringify(text)},`, shell));
  }

  changes.create(
    `tests/unit/${area}/${name}Page.test.tsx`,
    `import { screen } from '@testing-library/react';
import ${Page} from '@/features/${area}/${Page}';
import { PATHS } from '@/paths';
import { renderPage } from '../support/renderPage';

describe('${text} (${route})', () => {
  it('shows its title and what it is for', async () => {
    renderPage(<${Page} />, { codes: ['${code}'], path: PATHS.${name} });
    expect(await screen.findByRole('heading', { name: ${JSON.stringify(text)} })).toBeInTheDocument();
    expect(screen.getByText(${JSON.stringify(intro)})).toBeInTheDocument();
  });
});
`,
  );

  const spec = `${specNumber(changes)}-${kebab(area)}${routeFile === 'index' ? '' : `-${kebab(name)}`}`;
  changes.create(
    `tests/e2e/specs/${spec}.e2e.mjs`,
    `// ${text} (${route}, ${code}; docs/${area}.md): the demo account reaches it from the menu.
import { expect, test } from '../fixtures.mjs';
import { ACCOUNTS, setLocale, sider, signInWith } from '../lib/console.mjs';

test('${area}: the menu leads to ${route}, which shows its title', async ({ page, baseURL }) => {
  await setLocale(page, baseURL, 'en-US');
  await signInWith(page, baseURL, 'demo', ACCOUNTS.demo.password, { redirect: '${route}' });
  await expect(page.getByRole('heading', { name: ${JSON.stringify(text)} })).toBeVisible();
  await expect(sider(page).getByRole('link', { name: ${JSON.stringify(text)} })).toBeVisible();
});
`,
  );

  changes.edit('config/page-budgets.json', (t) => {
    const activity = /^ {4}"\/accounts\/activity": (.*)$/m.exec(t);
    if (!activity) fail('config/page-budgets.json: no /accounts/activity entry to start from');
    return before(t, '    "/*":', `    "${route}": ${activity[1].replace(/,$/, '')},\n`, 'config/page-budgets.json');
  });

  changes.edit(
    `docs/${area}.md`,
    (t) =>
      `${t.trimEnd()}\n\n## ${text}: \`${route}\`\n\nWith ${code}. \`src/features/${area}/${Page}.tsx\` (route file \`src/pages/${area}/${routeFile}.tsx\`); its texts \`${area}.${name}.*\` and \`route.${name}\`; tests \`tests/unit/${area}/${name}Page.test.tsx\` and \`tests/e2e/specs/${spec}.e2e.mjs\`.\n`,
  );
  changes.edit('README.md', (t) => {
    const row = new RegExp(`^(\\| \`${area}\` +\\| )(.*?)( +\\|.*)$`, 'm');
    if (!row.test(t)) fail(`README.md: no row of ${area} in the Areas table`);
    return t.replace(row, (_, a, urls, b) => `${a}${urls.trim() ? `${urls.trim()}, ` : ''}\`${route}\`${b}`);
  });
  return { name, Page };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { options, rest } = argsOf(process.argv.slice(2));
  const [area, route] = rest;
  if (!isName(area) || !route)
    fail('usage: npm run new:page <area> </group/name> [--code=<MenuCode>] [--title="Words"]');
  const changes = new Changes();
  addPage(changes, { area, route, code: options.code ?? `${pascal(area)}View`, title: options.title });
  changes.commit();
}
