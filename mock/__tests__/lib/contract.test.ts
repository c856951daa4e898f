/**
 * The mock and the contract document (src/contract/openapi.yaml)
 * describe the same API: the same operations, the same token and menu-code
 * rules, the same value sets. And the contract checks themselves catch what
 * they are there to catch.
 */
import { ErrorShowType } from '@/request/errors';
import { contractChecker, createContractChecker, needsUserToken, operationsOf } from '../../contract/checker';
import { allRoutes } from '../../core/areas';
import { codesOf } from '../../core/context';
import { PERMISSION_GROUPS, CODE_PATHS } from '../../core/lib/permissions';
import type { MockRequest, MockResponse } from '../../core/types';
import * as values from '../../../src/contract/values';

const doc = contractChecker().document;
const key = (method: string, path: string) => `${method} ${path}`;

describe('contract document and mock routes', () => {
  test('every route of the mock is an operation of the document, and every operation a route', () => {
    const routes = allRoutes.map((r) => key(r.method, r.path)).sort();
    const operations = operationsOf(doc)
      .map((o) => key(o.method, o.path))
      .sort();
    expect({ onlyInMock: routes.filter((r) => !operations.includes(r)) }).toEqual({ onlyInMock: [] });
    expect({ onlyInDocument: operations.filter((o) => !routes.includes(o)) }).toEqual({ onlyInDocument: [] });
  });

  test('token, menu codes and admin-only agree', () => {
    const mismatches: string[] = [];
    for (const r of allRoutes) {
      const op = contractChecker().operation(r.method, r.path);
      if (!op) continue;
      const name = key(r.method, r.path);
      if ((r.auth === 'token') !== needsUserToken(doc, op)) mismatches.push(`${name}: user-token`);
      // A route states no codes (the contract's apply: codesOf) unless it names its own: those must agree too.
      const codes = codesOf(r);
      if ([...(codes ?? [])].sort().join() !== [...(op['x-menu-codes'] ?? [])].sort().join())
        mismatches.push(`${name}: codes ${codes?.join()} vs ${op['x-menu-codes']?.join()}`);
      if (!!r.adminOnly !== !!op['x-admin-only']) mismatches.push(`${name}: admin only`);
      if (r.path.startsWith('/__mock/') !== !!op['x-mock-only']) mismatches.push(`${name}: mock only`);
    }
    expect(mismatches).toEqual([]);
  });

  test('every schema and operation compiles in strict mode (no unknown keyword, no broken $ref)', () => {
    expect(createContractChecker(doc, { validateSchema: true }).compileAll()).toBeGreaterThan(100);
  });

  test('value sets: the mock and the console read the document enums', () => {
    const schemas = doc.components.schemas;
    const enumOf = (name: string) => schemas[name].enum;
    expect(values.PLATFORMS).toEqual(enumOf('Platform'));
    expect(values.METRIC_KEYS).toEqual(Object.keys(schemas.TrafficMetrics.properties as object));
    expect(Object.keys(CODE_PATHS)).toEqual(values.MENU_CODES);
    expect(PERMISSION_GROUPS.map((g) => g.key)).toEqual(values.PERMISSION_GROUP_KEYS);
    expect(PERMISSION_GROUPS.flatMap((g) => g.codes)).toEqual(values.MENU_CODES);
    const showTypes = Object.values(ErrorShowType).filter((v): v is number => typeof v === 'number');
    expect(showTypes).toEqual(values.SHOW_TYPES);
  });
});

describe('contract checks', () => {
  const checker = createContractChecker(doc);
  const req = (path: string, body: unknown = {}, method = 'POST'): MockRequest => ({
    method,
    path,
    query: {},
    headers: { 'content-type': 'application/json' },
    body,
  });
  const ok = (result: unknown): MockResponse => ({ status: 200, json: { code: 0, result, message: 'OK' } });
  const keep = ok({ alive: true });

  test('an answer that matches, for an accepted request that matches, is no violation', () => {
    expect(checker.check(req('/media/authorize/keep'), keep)).toEqual([]);
    const refused = { status: 200, json: { code: 4001, result: null, message: 'x', msg: 'x', errors: { a: 'b' } } };
    expect(checker.check(req('/media/app/get', { id: 'x' }), refused)).toEqual([]);
  });

  test('an answer with a property the document does not name, or without a required one', () => {
    const extra = checker.check(req('/media/authorize/keep'), ok({ alive: true, extra: 1 }));
    expect(extra).toEqual([expect.objectContaining({ kind: 'response', message: expect.stringContaining('extra') })]);
    const missing = checker.check(req('/media/authorize/keep'), ok({}));
    expect(missing).toEqual([expect.objectContaining({ kind: 'response', message: expect.stringContaining('alive') })]);
    const envelope = checker.check(req('/media/authorize/keep'), {
      status: 200,
      json: { code: 0, result: { alive: true }, message: 'OK', data: {} },
    });
    expect(envelope).toEqual([expect.objectContaining({ kind: 'response', message: expect.stringContaining('data') })]);
  });

  test('an undeclared status or content type', () => {
    const html = { status: 200, headers: { 'content-type': 'text/html' }, text: '<p>' };
    expect(checker.check(req('/media/authorize/keep'), html)).toEqual([
      expect.objectContaining({ kind: 'response', message: expect.stringContaining('text/html') }),
    ]);
    const page = checker.check(req('/__mock/media-divide', undefined, 'GET'), { ...html, status: 500 });
    expect(page).toEqual([expect.objectContaining({ kind: 'response', message: 'status 500 is not declared' })]);
  });

  test('a request the mock accepted that breaks the request schema', () => {
    const v = checker.check(req('/media/authorize/keep', { surprise: true }), keep);
    expect(v).toEqual([expect.objectContaining({ kind: 'request', message: expect.stringContaining('surprise') })]);
    const query = checker.check({ ...req('/media/authorize/keep'), query: { debug: '1', __fault: 'slow' } }, keep);
    expect(query).toEqual([expect.objectContaining({ kind: 'request', message: expect.stringContaining('debug') })]);
  });

  test('a path or method the document does not describe', () => {
    const notFound = { status: 404, json: { code: 404, result: null, message: 'x', msg: 'x' } };
    expect(checker.check(req('/media/nothing'), notFound)).toEqual([
      expect.objectContaining({ kind: 'unknown-operation', path: '/media/nothing', status: 404 }),
    ]);
    expect(checker.check(req('/media/authorize/keep', undefined, 'GET'), notFound)).toEqual([
      expect.objectContaining({ kind: 'unknown-operation', method: 'GET' }),
    ]);
  });

  test('faults answer with the error envelope; a dropped connection has no answer to check', () => {
    const fault = { status: 429, json: { code: 429, result: null, message: 'x', msg: 'x', devMsg: 'mock fault 429' } };
    expect(checker.check(req('/media/find'), fault)).toEqual([]);
    expect(checker.check(req('/media/find', { not: 'checked' }), { status: 0, drop: true })).toEqual([]);
  });
});
