// `npm run new:call <area> <operationId> [--path=/media/<area>/<operationId>] [--code=<MenuCode>] [--tag=<tag>]`:
// a read call of an area (docs/architecture.md "Contract"), guarded by <MenuCode> (the area's `<Area>View` by default). It
// writes the operation and its answer's schema (`<OperationId>Result`, a placeholder list to replace) into the
// contract and runs `npm run contract`, names the type in typings.ts, adds the mock's handler to the area's
// routes.ts (its guard is the operation's x-menu-codes), the call and its query options to src/features/<area>/api.ts, a mock test (the right holds, its
// absence is a 403) and a console test (the call through the request layer), lists the call as a read in the
// activity log's test, and names it in docs/<area>.md. A write also needs its activity kind
// (mock/core/activity/rules.ts PATH_KINDS) instead of that read entry.
import { fileURLToPath } from 'node:url';
import { appendSchema, appendToSection, CONTRACT, hasOperation, hasPath, hasSchema } from './contract-edits.mjs';
import { areasOf, argsOf, before, Changes, fail, isName, pascal, regenerateContract, words } from './lib.mjs';

/** `text` importing `name` from `module` (added to an import of it, or a new import line at the top). */
function ensureImport(text, module, name, typeOnly = false) {
  const line = new RegExp(`^import (type )?\\{([^}]*)\\} from '${module.replace(/[/@]/g, '\\$&')}';$`, 'm');
  const m = line.exec(text);
  if (m && m[2].split(',').some((n) => n.trim().replace(/^type /, '') === name)) return text;
  if (m && !!m[1] === typeOnly)
    return text.replace(line, `import ${m[1] ?? ''}{${m[2].trimEnd()}, ${name} } from '${module}';`);
  return `import ${typeOnly ? 'type ' : ''}{ ${name} } from '${module}';\n${text}`;
}

export function addCall(changes, { area, operationId, path, code, tag }) {
  if (!areasOf(changes).includes(area)) fail(`${area} is not an area (mock/core/areas.ts)`);
  const Result = `${pascal(operationId)}Result`;
  const summary = words(operationId);
  const contract = changes.read(CONTRACT);
  if (hasPath(contract, path)) fail(`${CONTRACT} has ${path} already`);
  if (hasOperation(contract, operationId)) fail(`${CONTRACT} has operationId ${operationId} already`);
  if (hasSchema(contract, Result)) fail(`${CONTRACT} has a schema ${Result} already`);
  if (!contract.includes(`\n  - name: ${tag}\n`)) fail(`${CONTRACT} has no tag ${tag} (--tag=<one of its tags>)`);
  if (!contract.includes(`\n        - ${code}\n`)) fail(`${code} is not a MenuCode of ${CONTRACT}`);

  changes.edit(CONTRACT, (t) =>
    appendSchema(
      appendToSection(
        t,
        'paths',
        `  ${path}:
    post:
      operationId: ${operationId}
      tags: [${tag}]
      summary: ${summary}
      x-extension: true
      x-menu-codes: [${code}]
      description: |
        **Extension.** ${summary} (docs/${area}.md).
      parameters:
        - $ref: '#/components/parameters/AcceptLanguage'
      requestBody:
        content:
          application/json:
            schema: { $ref: '#/components/schemas/Empty' }
      responses:
        '200':
          description: the answer
          content:
            application/json:
              schema:
                oneOf:
                  - allOf:
                      - { $ref: '#/components/schemas/SuccessEnvelope' }
                      - properties:
                          result: { $ref: '#/components/schemas/${Result}' }
                  - $ref: '#/components/schemas/ErrorEnvelope'
        default: { $ref: '#/components/responses/HttpError' }`,
      ),
      `    ${Result}:
      type: object
      x-extension: true
      required: [items]
      properties:
        items: { type: array, items: { type: string }, description: 'a placeholder: describe the answer here' }`,
    ),
  );
  changes.edit(
    'src/contract/typings.ts',
    (t) => `${t.trimEnd()}\n/** ${summary} (${path}). */\nexport type ${Result} = Schemas['${Result}'];\n`,
  );

  const routes = `mock/core/${area}/routes.ts`;
  changes.edit(routes, (t) => {
    let out = t.replace(
      /^import type \{ RouteDef \} from '\.\.\/context';$/m,
      "import { type RouteDef, post } from '../context';",
    );
    if (!/^import \{[^}]*\bpost\b[^}]*\} from '\.\.\/context';$/m.test(out))
      fail(`${routes}: no import of post from ../context`);
    const route = `  // The answer's placeholder: replace it with the area's rules (a rules.ts beside this file).\n  post('${path}', {}, () => ({ result: { items: [] } })),`;
    if (/= \[\];\n/.test(out)) return out.replace(/= \[\];\n/, `= [\n${route}\n];\n`);
    const start = out.indexOf(`export const ${area}Routes: RouteDef[] = [`);
    const end = start < 0 ? -1 : out.indexOf('\n];', start);
    if (end < 0) fail(`${routes}: no \`export const ${area}Routes: RouteDef[] = [ … ];\``);
    return `${out.slice(0, end)}\n${route}${out.slice(end)}`;
  });

  const api = `src/features/${area}/api.ts`;
  const keys = `${area}Keys`;
  const fn = `/** ${summary} (${path}, ${code}; docs/${area}.md). */
export function ${operationId}(): Promise<${Result}> {
  return call<${Result}>('${path}');
}
`;
  if (!changes.exists(api))
    changes.create(
      api,
      `import { queryOptions } from '@tanstack/react-query';
import { call } from '@/services/result';
import type { ${Result} } from '@/contract/typings';

${fn}
/** The area's query keys: a write names those it changes. */
export const ${keys} = {
  all: ['${area}'] as const,
};
`,
    );
  else
    changes.edit(api, (t) => {
      let out = ensureImport(t, '@/contract/typings', Result, true);
      out = ensureImport(out, '@/services/result', 'call');
      out = ensureImport(out, '@tanstack/react-query', 'queryOptions');
      return `${out.trimEnd()}\n\n${fn}`;
    });
  changes.edit(api, (t) => {
    const key = new RegExp(`export const ${keys} = \\{\\s*all:`).test(t)
      ? `[...${keys}.all, '${operationId}']`
      : `['${area}', '${operationId}']`;
    return `${t.trimEnd()}\n\nexport const ${operationId}Query = () =>\n  queryOptions({ queryKey: ${key} as const, queryFn: ${operationId} });\n`;
  });

  const activityTest = 'mock/__tests__/activity/activity.test.ts';
  if (path.startsWith('/media/'))
    changes.edit(activityTest, (t) =>
      before(t, '  ].map((p) => `/media/${p}`),', `    '${path.slice('/media/'.length)}',\n`, activityTest),
    );

  changes.create(
    `mock/__tests__/${area}/${operationId}.test.ts`,
    `/** @jest-environment node */
import { freshApiPerTest, SUB01, type TestApi } from '../helpers';

describe('${path} (${code})', () => {
  let api: TestApi;
  let demo: string;
  freshApiPerTest({}, (a, t) => {
    api = a;
    demo = t;
  });

  test('answers an account that holds ${code}', async () => {
    const r = await api.post('${path}', {}, { token: demo });
    expect([r.status, r.body.code, r.body.result]).toEqual([200, 0, { items: [] }]);
  });

  test('refuses one without it (403)', async () => {
    const sub = await api.signIn(SUB01.account, SUB01.password);
    expect((await api.post('${path}', {}, { token: sub })).status).toBe(403);
  });
});
`,
  );
  changes.create(
    `tests/unit/${area}/${operationId}.test.ts`,
    `import { ${operationId} } from '@/features/${area}/api';
import { setupMockApi } from '../support/mockApi';
import { DEMO, signInAs } from '../support/signInToken';

setupMockApi();

it('${operationId} reads ${path} through the request layer', async () => {
  await signInAs(...DEMO);
  await expect(${operationId}()).resolves.toEqual({ items: [] });
});
`,
  );
  changes.edit(
    `docs/${area}.md`,
    (t) =>
      `${t.trimEnd()}\n\n- Call \`${path}\` (\`${operationId}\`, ${code}): ${summary.toLowerCase()}; \`src/features/${area}/api.ts\`, mock \`mock/core/${area}/routes.ts\`.\n`,
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { options, rest } = argsOf(process.argv.slice(2));
  const [area, operationId] = rest;
  if (!isName(area) || !isName(operationId))
    fail(
      'usage: npm run new:call <area> <operationId> [--path=/media/<area>/<operationId>] [--code=<MenuCode>] [--tag=<tag>]',
    );
  const changes = new Changes();
  addCall(changes, {
    area,
    operationId,
    path: options.path ?? `/media/${area}/${operationId}`,
    code: options.code ?? `${pascal(area)}View`,
    tag: options.tag ?? area,
  });
  changes.commit();
  regenerateContract();
}
