// `npm run new:area <name> [route] [--title="Words"]`: a new business area <name> (camelCase, the one name it has
// in every place; README "Areas") with its first page at [route] (`/accounts/<name>` by default) and its two
// rights, `<Name>View` (see the page) and `<Name>Manage` (change things; implies View). It writes the menu codes,
// their route, their permission group and a tag into the contract (then `npm run contract`), the codes' names in
// the mock's and the console's 13 locales, the mock's area folder and its place in mock/core/areas.ts, the
// area's locale file in 13 locales (and console.ts), its features folder, its tests, docs/<name>.md and its
// README row; then the first page as `npm run new:page` does. Main accounts hold every code (the seed), a
// sub-account when granted; the read-only role template takes the View code by itself.
import { fileURLToPath } from 'node:url';
import { appendToSchemaKey, appendToSection, CONTRACT } from './contract-edits.mjs';
import {
  afterLast,
  areasOf,
  argsOf,
  before,
  Changes,
  fail,
  isName,
  LOCALES,
  pascal,
  regenerateContract,
  words,
} from './lib.mjs';
import { addPage } from './page.mjs';

const q = (s) => JSON.stringify(s);

export function addArea(changes, { name, route, title }) {
  if (areasOf(changes).includes(name)) fail(`${name} is an area already`);
  for (const dir of [`src/features/${name}`, `src/pages/${name}`, `mock/core/${name}`])
    if (changes.exists(dir)) fail(`${dir} exists already`);
  const Name = pascal(name);
  const [view, manage] = [`${Name}View`, `${Name}Manage`];
  const text = title ?? words(name);
  const manageText = `Manage ${text.toLowerCase()}`;

  changes.edit(CONTRACT, (t) => {
    if (t.includes(`\n        - ${view}\n`)) fail(`${CONTRACT} has ${view} already`);
    let out = appendToSchemaKey(t, 'MenuCode', 'x-implies', `${manage}: ${view}`);
    out = appendToSchemaKey(out, 'MenuCode', 'x-paths', `${view}: ${route}`);
    out = appendToSchemaKey(out, 'MenuCode', 'x-paths', `${manage}: ${route}`);
    out = appendToSchemaKey(out, 'MenuCode', 'enum', `- ${view}`);
    out = appendToSchemaKey(out, 'MenuCode', 'enum', `- ${manage}`);
    out = appendToSchemaKey(out, 'PermissionGroupKey', 'x-codes', `${name}: [${view}, ${manage}]`);
    out = appendToSchemaKey(out, 'PermissionGroupKey', 'enum', name);
    return appendToSection(
      out,
      'tags',
      `  - name: ${name}\n    x-title: ${text}\n    description: '**Extension.** ${text}, with ${view} and ${manage} (docs/${name}.md).'`,
    );
  });

  // The codes' and the group's names: the mock's menu list and permission tree, the console's permission picker.
  for (const locale of LOCALES) {
    const mock = `mock/core/lib/i18n/${locale}.ts`;
    changes.edit(mock, (t) => {
      const out = afterLast(
        t,
        /^ {2}'menu\./,
        `  'menu.${view}': ${q(text)},\n  'menu.${manage}': ${q(manageText)},`,
        mock,
      );
      return afterLast(out, /^ {2}'group\./, `  'group.${name}': ${q(text)},`, mock);
    });
    const team = `src/locales/${locale}/team.ts`;
    changes.edit(team, (t) => {
      const codes = `  'team.code.${view}': ${q(text)},\n  'team.code.${manage}': ${q(manageText)},`;
      const out = afterLast(t, /^ {2}'team\.code\./, codes, team);
      return afterLast(out, /^ {2}'team\.group\./, `  'team.group.${name}': ${q(text)},`, team);
    });
    changes.create(`src/locales/${locale}/${name}.ts`, `// ${text}: docs/${name}.md.\nexport default {\n};\n`);
    const console_ = `src/locales/${locale}/console.ts`;
    changes.edit(console_, (t) => {
      const out = afterLast(t, /^import \w+ from '\.\/\w+';$/, `import ${name} from './${name}';`, console_);
      return afterLast(out, /^ {2}\.\.\.\w+,$/, `  ...${name},`, console_);
    });
  }

  changes.create(
    `mock/core/${name}/index.ts`,
    `/** ${text} (${route}): docs/${name}.md. */\nexport { ${name}Routes } from './routes';\n`,
  );
  changes.create(
    `mock/core/${name}/routes.ts`,
    `/** ${text}: the area's calls (\`npm run new:call ${name} <operationId>\` adds one), guarded by ${view} or ${manage}. */
import type { RouteDef } from '../context';

export const ${name}Routes: RouteDef[] = [];
`,
  );
  changes.edit('mock/core/areas.ts', (t) => {
    let out = afterLast(
      t,
      /^import \{ \w+Routes \} from '\.\/\w+';$/,
      `import { ${name}Routes } from './${name}';`,
      'areas.ts',
    );
    out = before(out, '] as const;', `  '${name}',\n`, 'mock/core/areas.ts AREAS');
    return out.replace(/\n\];\s*$/, `\n  ...${name}Routes,\n];\n`);
  });
  changes.create(
    `mock/__tests__/${name}/${name}.test.ts`,
    `/** @jest-environment node */
import { freshApiPerTest, SUB01, type TestApi } from '../helpers';

interface MenuEntry {
  code: string;
  path: string;
}

describe('${name}: its rights (extension)', () => {
  let api: TestApi;
  let demo: string;
  freshApiPerTest({}, (a, t) => {
    api = a;
    demo = t;
  });
  const held = async (token: string) =>
    (await api.post<MenuEntry[]>('/media/menu/list', {}, { token })).body.result.filter((e) =>
      ['${view}', '${manage}'].includes(e.code),
    );

  test('a main account holds ${view} and ${manage}; the menu leads to ${route}', async () => {
    expect(await held(demo)).toEqual([
      expect.objectContaining({ code: '${view}', path: '${route}' }),
      expect.objectContaining({ code: '${manage}', path: '${route}' }),
    ]);
  });

  test('a sub-account holds them only when granted', async () => {
    expect(await held(await api.signIn(SUB01.account, SUB01.password))).toEqual([]);
  });
});
`,
  );

  changes.create(`docs/${name}.md`, areaDoc(name, text, route));
  // The page adds its URL to the row; the API's word comes with the area's first call (`npm run new:call`).
  const row = `| \`${name}\` |  |  | ${view}, ${manage} | \`${name}.\` | [docs/${name}.md](docs/${name}.md) |`;
  changes.edit('README.md', (t) => afterLast(t, /^\| `\w+` +\|/, row, 'README.md Areas'));
  const { Page } = addPage(changes, { area: name, route, code: view, title: text });
  changes.create(
    `src/features/${name}/index.ts`,
    `// ${text} (${route}; docs/${name}.md): what other areas and the route files may import.\nexport { default as ${Page} } from './${Page}';\n`,
  );
}

/** The area's docs file, before its first page's section. */
export function areaDoc(name, text, route) {
  const Name = pascal(name);
  return `# ${text}: \`${route}\`

Area \`${name}\` (extension). Code: \`src/features/${name}/\`; route files \`src/pages/${name}/\`; mock
\`mock/core/${name}/\`; texts \`src/locales/<lang>/${name}.ts\`; tests \`tests/unit/${name}/\`, \`mock/__tests__/${name}/\`.

Rights: \`${Name}View\` sees the area, \`${Name}Manage\` changes it and implies View (the contract's MenuCode,
permission group \`${name}\`). Every main account holds both; a sub-account when its main account grants them.
`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { options, rest } = argsOf(process.argv.slice(2));
  const [name, route = `/accounts/${(rest[0] ?? '').toLowerCase()}`] = rest;
  if (!isName(name)) fail('usage: npm run new:area <name> [/group/route] [--title="Words"] (name: camelCase)');
  const changes = new Changes();
  addArea(changes, { name, route, title: options.title });
  changes.commit();
  regenerateContract();
}
