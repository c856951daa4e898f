/** @jest-environment node */
/**
 * jest's umi aliases are written out (config/jest/umiAlias.js) instead of asked of umi's service at every start:
 * they must stay what the service resolves for tests, or `@/`, `@umijs/max` and react would load other files than
 * the app's. umi is asked here in a process of its own, with a command that writes nothing (its `setup` would
 * empty src/.umi-test under the running tests).
 */
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { moduleNameMapperOf, umiAlias } from '../../../config/jest/umiAlias';

const root = join(__dirname, '../../..');

const ASK_UMI = `
process.env.UMI_PRESETS = require.resolve('@umijs/max/dist/preset');
const { Service } = require('umi/dist/service/service');
const service = new Service();
service.run2({ name: 'version', args: { quiet: true } }).then(() => {
  process.stdout.write('\\nALIAS ' + JSON.stringify(service.config.alias) + '\\n');
});
`;

function umisOwnAlias(): Record<string, string> {
  const out = execFileSync(process.execPath, ['-e', ASK_UMI], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'test' },
    encoding: 'utf8',
  });
  const line = out.split('\n').find((l) => l.startsWith('ALIAS '));
  return JSON.parse((line as string).slice('ALIAS '.length));
}

it("holds the aliases umi's service resolves for tests, in its order", () => {
  expect(Object.entries(umiAlias(root))).toEqual(Object.entries(umisOwnAlias()));
});

it('maps them as configUmiAlias did: folders with their paths, files and `$` keys exactly', () => {
  const mapper = moduleNameMapperOf(umiAlias(root));
  expect(mapper['^@/(.*)$']).toBe(`${join(root, 'src')}/$1`);
  expect(mapper['^@umijs/max$']).toBe(join(root, 'src/.umi-test/exports'));
  expect(mapper['^@@/(.*)$']).toBe(`${join(root, 'src/.umi-test')}/$1`);
  expect(mapper['^react$']).toBe(join(root, 'node_modules/react'));
  expect(mapper['^qs$']).toBe(join(root, 'src/request/qs.ts'));
  expect(mapper['^resize-observer-polyfill$']).toBe(join(root, 'src/utils/resizeObserver.ts'));
  expect(mapper['^qs/(.*)$']).toBeUndefined();
});
