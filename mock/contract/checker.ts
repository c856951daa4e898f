/**
 * Checks the mock against the contract (src/contract/openapi.yaml,
 * read through its generated JSON copy): every answer must match its
 * operation's response schema, every request the mock accepted must match the
 * request schema, and a call of a path or method the document does not
 * describe is a violation in itself.
 *
 * Objects are closed here: a property the document does not name is a
 * violation (in the document itself objects stay open, so `allOf` can extend
 * them; the checker adds `unevaluatedProperties: false` where a schema is
 * used). Validators are compiled with ajv once per schema, on first use.
 */
import Ajv2020, { type ErrorObject, type ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import documentJson from '../../src/contract/openapi.json';
import type { MockRequest, MockResponse } from '../core/types';
import type { ContractViolation } from './violations';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Schema = { [key: string]: Json };

interface Parameter {
  name: string;
  in: 'query' | 'header' | 'path' | 'cookie';
  required?: boolean;
  schema?: Schema;
  $ref?: string;
}

interface MediaType {
  schema?: Schema;
}

interface ResponseObject {
  $ref?: string;
  description?: string;
  content?: Record<string, MediaType>;
}

export interface Operation {
  operationId: string;
  tags?: string[];
  security?: Record<string, string[]>[];
  parameters?: Parameter[];
  requestBody?: { required?: boolean; content: Record<string, MediaType> };
  responses: Record<string, ResponseObject>;
  'x-extension'?: boolean;
  'x-mock-only'?: boolean;
  'x-menu-codes'?: string[];
  'x-admin-only'?: boolean;
}

export interface ContractDocument {
  openapi: string;
  security?: Record<string, string[]>[];
  paths: Record<string, Record<string, Operation>>;
  components: {
    schemas: Record<string, Schema>;
    parameters?: Record<string, Parameter>;
    responses?: Record<string, ResponseObject>;
  };
}

export const contractDocument = documentJson as unknown as ContractDocument;

export const HTTP_METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

export interface DescribedOperation {
  method: string;
  path: string;
  operation: Operation;
}

/** Every operation of the document, as `{ method: 'POST', path, operation }`. */
export function operationsOf(doc: ContractDocument = contractDocument): DescribedOperation[] {
  const out: DescribedOperation[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const m of HTTP_METHODS) if (item[m]) out.push({ method: m.toUpperCase(), path, operation: item[m] });
  }
  return out;
}

/** Does the operation need a user-token (the document's `security`, inherited unless overridden)? */
export function needsUserToken(doc: ContractDocument, op: Operation): boolean {
  return (op.security ?? doc.security ?? []).some((s) => 'userToken' in s);
}

const SCHEMA_REF = '#/components/schemas/';
const ROOT_ID = 'contract';
/** Query switches of the mock (fault injection) that any call may carry. */
const IGNORED_QUERY = new Set(['__fault']);

/** Annotations of the document that are not JSON Schema keywords. */
const VOCABULARY = [
  'example',
  'discriminator',
  'x-extension',
  'x-mock-only',
  // The facts scripts/contract.mjs generates into src/contract (limits.ts, constants.ts).
  'x-limit',
  'x-limit-min',
  'x-constants',
  'x-default',
  'x-implies',
  'x-paths',
  'x-codes',
];

function isObject(x: unknown): x is Schema {
  return typeof x === 'object' && x !== null && !Array.isArray(x);
}

/**
 * The document's schema made checkable: refs point into the `$defs` of the
 * contract root, and every object is closed where it is used. Schemas inside
 * an `allOf` (and component definitions, which are only reached by `$ref`)
 * stay open, so their composition can add properties; the place that uses a
 * schema closes it with `unevaluatedProperties`, which sees through `allOf`
 * and `$ref`.
 */
export function closeSchema(schema: Json, open = false): Json {
  if (Array.isArray(schema)) return schema.map((s) => closeSchema(s));
  if (!isObject(schema)) return schema;
  const out: Schema = {};
  for (const [key, value] of Object.entries(schema)) {
    if (key === '$ref' && typeof value === 'string') {
      out.$ref = value.startsWith(SCHEMA_REF) ? `${ROOT_ID}#/$defs/${value.slice(SCHEMA_REF.length)}` : value;
    } else if (key === 'properties' && isObject(value)) {
      out.properties = Object.fromEntries(Object.entries(value).map(([k, v]) => [k, closeSchema(v)]));
    } else if (key === 'allOf' && Array.isArray(value)) {
      out.allOf = value.map((v) => closeSchema(v, true));
    } else if (['items', 'additionalProperties', 'not', 'oneOf', 'anyOf'].includes(key)) {
      out[key] = closeSchema(value);
    } else out[key] = value;
  }
  if (open || 'additionalProperties' in out || 'unevaluatedProperties' in out) return out;
  if (out.$ref) {
    const { $ref, ...rest } = out;
    return { ...rest, allOf: [{ $ref }], unevaluatedProperties: false };
  }
  if (out.properties || out.allOf) out.unevaluatedProperties = false;
  return out;
}

function describeErrors(errors: ErrorObject[] | null | undefined, where: string): string {
  const list = (errors ?? [])
    .filter((e) => e.keyword !== 'oneOf' && e.keyword !== 'allOf' && e.keyword !== 'if')
    .slice(0, 5)
    .map((e) => {
      const extra =
        e.params && 'unevaluatedProperty' in e.params
          ? ` (${String(e.params.unevaluatedProperty)})`
          : e.params && 'allowedValues' in e.params
            ? ` (${(e.params.allowedValues as unknown[]).join(', ')})`
            : '';
      return `${where}${e.instancePath || ''} ${e.message ?? e.keyword}${extra}`;
    });
  return list.length ? list.join('; ') : `${where} does not match`;
}

export interface ContractChecker {
  readonly document: ContractDocument;
  operation(method: string, path: string): Operation | null;
  /** Every violation this exchange shows (empty when it keeps the contract). */
  check(req: MockRequest, res: MockResponse): ContractViolation[];
  /** Compiles every schema of every operation now (strict mode: an unknown keyword throws). */
  compileAll(): number;
}

export interface ContractCheckerOptions {
  /**
   * Validate the document's schemas against the JSON Schema meta-schema too
   * (slow to start; the contract test does it once). Unknown keywords are
   * refused either way (strict mode).
   */
  validateSchema?: boolean;
}

export function createContractChecker(
  doc: ContractDocument = contractDocument,
  { validateSchema = false }: ContractCheckerOptions = {},
): ContractChecker {
  const options = {
    strict: true,
    strictTypes: false,
    strictRequired: false,
    allowUnionTypes: true,
    multipleOfPrecision: 6,
    validateSchema,
  } as const;
  const newAjv = (allErrors: boolean) => {
    const ajv = new Ajv2020({ ...options, allErrors });
    addFormats(ajv);
    ajv.addFormat('binary', true);
    ajv.addVocabulary(VOCABULARY);
    const defs = Object.fromEntries(Object.entries(doc.components.schemas).map(([k, v]) => [k, closeSchema(v, true)]));
    ajv.addSchema({ $id: ROOT_ID, $defs: defs } as Schema);
    return ajv;
  };
  const ajv = newAjv(false);
  let explainer: Ajv2020 | null = null;
  const validators = new Map<string, ValidateFunction>();
  const explainers = new Map<string, ValidateFunction>();

  const byRoute = new Map<string, Operation>();
  for (const { method, path, operation } of operationsOf(doc)) byRoute.set(`${method} ${path}`, operation);

  function deref<T extends { $ref?: string }>(obj: T): T {
    if (!obj?.$ref) return obj;
    const parts = obj.$ref.replace(/^#\//, '').split('/');
    return parts.reduce<unknown>((o, k) => (o as Record<string, unknown>)?.[k], doc) as T;
  }

  function validatorFor(key: string, schema: Schema): ValidateFunction {
    let v = validators.get(key);
    if (!v) {
      v = ajv.compile(closeSchema(schema) as Schema);
      validators.set(key, v);
    }
    return v;
  }

  /** Readable errors: re-validated with allErrors, against the branch the answer's code picks. */
  function explain(key: string, schema: Schema, data: unknown, where: string): string {
    let target = schema;
    const branches = Array.isArray(schema.oneOf) ? (schema.oneOf as Schema[]) : null;
    if (branches && isObject(data) && 'code' in data) {
      const wanted = data.code === 0 ? 'SuccessEnvelope' : 'ErrorEnvelope';
      target = branches.find((b) => JSON.stringify(b).includes(`${SCHEMA_REF}${wanted}`)) ?? schema;
    }
    const k = `${key}#${target === schema ? '' : 'branch'}`;
    let v = explainers.get(k);
    if (!v) {
      explainer ??= newAjv(true);
      v = explainer.compile(closeSchema(target) as Schema);
      explainers.set(k, v);
    }
    v(data);
    return describeErrors(v.errors, where);
  }

  function validate(key: string, schema: Schema, data: unknown, where: string): string | null {
    const v = validatorFor(key, schema);
    return v(data) ? null : explain(key, schema, data, where);
  }

  function mediaTypeOf(headers: Record<string, string> | undefined, fallback: string): string {
    const raw = Object.entries(headers ?? {}).find(([k]) => k.toLowerCase() === 'content-type')?.[1] ?? fallback;
    return raw.split(';')[0].trim().toLowerCase();
  }

  function checkResponse(op: Operation, res: MockResponse): string | null {
    const declared = op.responses[String(res.status)] ?? op.responses.default;
    if (!declared) return `status ${res.status} is not declared`;
    const response = deref(declared);
    const type = res.json !== undefined ? 'application/json' : mediaTypeOf(res.headers, 'text/plain');
    const media = response.content?.[type];
    if (!media) return `answer of type ${type} is not declared for status ${res.status}`;
    if (res.json === undefined || !media.schema) return null;
    const statusKey = op.responses[String(res.status)] ? String(res.status) : 'default';
    return validate(`${op.operationId} response ${statusKey}`, media.schema, res.json, 'response');
  }

  function checkRequest(op: Operation, req: MockRequest): string | null {
    const problems: string[] = [];
    const params = (op.parameters ?? []).map(deref);
    for (const where of ['query', 'header'] as const) {
      const declared = params.filter((p) => p.in === where);
      const source = where === 'query' ? req.query : req.headers;
      const values: Record<string, string> = {};
      for (const p of declared) {
        const value = source[where === 'header' ? p.name.toLowerCase() : p.name];
        if (value !== undefined) values[p.name] = value;
      }
      if (where === 'query') {
        const unknown = Object.keys(req.query).filter(
          (k) => !IGNORED_QUERY.has(k) && !declared.some((p) => p.name === k),
        );
        if (unknown.length) problems.push(`query parameter ${unknown.join(', ')} is not declared`);
      }
      if (!declared.length) continue;
      const schema: Schema = {
        type: 'object',
        properties: Object.fromEntries(declared.map((p) => [p.name, (p.schema ?? {}) as Json])),
        required: declared.filter((p) => p.required).map((p) => p.name),
      };
      const problem = validate(`${op.operationId} ${where}`, schema, values, where);
      if (problem) problems.push(problem);
    }
    const content = op.requestBody?.content;
    if (content) {
      if (req.form) {
        const media = content['multipart/form-data'];
        if (!media?.schema) problems.push('a multipart body is not declared');
        else {
          const fields: Record<string, string> = { ...req.form.fields };
          for (const f of req.form.files) fields[f.field] = f.name;
          const problem = validate(`${op.operationId} request multipart`, media.schema, fields, 'request');
          if (problem) problems.push(problem);
        }
      } else {
        const media = content['application/json'];
        if (!media?.schema) problems.push('a JSON body is not declared');
        else {
          // The mock reads a missing body as {} (mock/core/lib/validate.ts asBody).
          const body = req.body === undefined ? {} : req.body;
          const problem = validate(`${op.operationId} request json`, media.schema, body, 'request');
          if (problem) problems.push(problem);
        }
      }
    }
    return problems.length ? problems.join('; ') : null;
  }

  /** The mock took the request: a success envelope, or a non-JSON 2xx answer. */
  function accepted(res: MockResponse): boolean {
    if (res.drop) return false;
    if (res.json !== undefined) return isObject(res.json) && res.json.code === 0;
    return res.status >= 200 && res.status < 300;
  }

  function compileAll(): number {
    for (const name of Object.keys(doc.components.schemas))
      validatorFor(`schema ${name}`, { $ref: `${SCHEMA_REF}${name}` });
    for (const op of byRoute.values()) {
      for (const [type, media] of Object.entries(op.requestBody?.content ?? {}))
        if (media.schema)
          validatorFor(`${op.operationId} request ${type === 'application/json' ? 'json' : 'multipart'}`, media.schema);
      for (const [status, declared] of Object.entries(op.responses)) {
        const media = deref(declared).content?.['application/json'];
        if (media?.schema) validatorFor(`${op.operationId} response ${status}`, media.schema);
      }
    }
    return validators.size;
  }

  return {
    document: doc,
    compileAll,
    operation: (method, path) => byRoute.get(`${method.toUpperCase()} ${path}`) ?? null,
    check(req, res) {
      const method = req.method.toUpperCase();
      const base = { method, path: req.path };
      const op = byRoute.get(`${method} ${req.path}`);
      if (!op) {
        return [
          {
            ...base,
            kind: 'unknown-operation',
            ...(res.drop ? {} : { status: res.status }),
            message: `the contract has no ${method} ${req.path}`,
          },
        ];
      }
      const out: ContractViolation[] = [];
      const at = { ...base, operationId: op.operationId, ...(res.drop ? {} : { status: res.status }) };
      if (!res.drop) {
        const problem = checkResponse(op, res);
        if (problem) out.push({ ...at, kind: 'response', message: problem });
      }
      if (accepted(res)) {
        const problem = checkRequest(op, req);
        if (problem) out.push({ ...at, kind: 'request', message: problem });
      }
      return out;
    },
  };
}

let shared: ContractChecker | null = null;

/** The checker of the contract document, built once per module registry. */
export function contractChecker(): ContractChecker {
  shared ??= createContractChecker();
  return shared;
}
