/** @jest-environment node */
/**
 * The Node the project needs is declared once (package.json `engines`, `.nvmrc` for nvm) and every locked
 * package accepts the oldest Node it allows: `npm install` prints no EBADENGINE warning (`.npmrc`'s engine-strict
 * makes one an error). A dependency that wants a newer Node fails here, before a machine on the declared Node does.
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import semver from 'semver';

const ROOT = resolve(__dirname, '../../..');
const json = (file: string) => JSON.parse(readFileSync(join(ROOT, file), 'utf8'));
const declared: string = json('package.json').engines.node;
const oldest = semver.minVersion(declared)?.version ?? '';

test('the declared Node is a range, .nvmrc names a release inside it, and this Node is inside it', () => {
  expect(oldest).toMatch(/^\d+\.\d+\.\d+$/);
  const nvmrc = readFileSync(join(ROOT, '.nvmrc'), 'utf8').trim();
  expect(semver.intersects(declared, nvmrc)).toBe(true);
  expect(semver.satisfies(process.versions.node, declared)).toBe(true);
  expect(readFileSync(join(ROOT, '.npmrc'), 'utf8')).toMatch(/^engine-strict=true$/m);
});

test('every package of the lockfile runs on the oldest Node package.json allows', () => {
  const packages: Record<string, { engines?: { node?: unknown } }> = json('package-lock.json').packages;
  const refusing = Object.entries(packages)
    .filter(([, pkg]) => typeof pkg.engines?.node === 'string')
    .filter(([, pkg]) => !semver.satisfies(oldest, pkg.engines?.node as string))
    .map(([path, pkg]) => `${path.replace(/^.*node_modules\//, '')} wants node ${pkg.engines?.node}`);
  expect(refusing).toEqual([]);
});
