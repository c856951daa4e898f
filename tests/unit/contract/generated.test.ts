/** @jest-environment node */
import { execFileSync } from 'child_process';
import * as path from 'path';

/**
 * The types (src/services/contract/schema.ts), the JSON copy the mock checks
 * read (openapi.json) and the reference part of docs/api.md are generated from
 * src/services/contract/openapi.yaml by `npm run contract`: this fails when
 * one of them was not regenerated after the YAML changed, or was edited by hand.
 */
test('the files generated from the contract are up to date with openapi.yaml', () => {
  const root = path.resolve(__dirname, '../../..');
  let output = '';
  try {
    execFileSync(process.execPath, ['scripts/contract.mjs', '--check'], { cwd: root, encoding: 'utf8', stdio: 'pipe' });
  } catch (err) {
    const e = err as { stdout?: string; stderr?: string };
    output = `${e.stdout ?? ''}${e.stderr ?? ''}`.trim() || String(err);
  }
  expect(output).toBe('');
}, 120_000);
