/**
 * A tiny field validator: collect every field error of a body, then throw one
 * 4001 with all of them, so forms can highlight all fields at once.
 */
import { hasVisibleText } from '../../../src/contract/names';
import { validationError } from './envelope';
import type { FieldMessage, MessageKey, MessageParams } from './i18n';

export type Body = Record<string, unknown>;

export function asBody(body: unknown): Body {
  return body && typeof body === 'object' && !Array.isArray(body) ? (body as Body) : {};
}

interface StrOpts {
  required?: boolean;
  max?: number;
  min?: number;
  pattern?: RegExp;
  patternKey?: MessageKey;
  trim?: boolean;
  /** A name a person types: refused when nothing of it shows (only control, format or space characters). */
  visible?: boolean;
}

interface NumOpts {
  required?: boolean;
  min?: number;
  max?: number;
  integer?: boolean;
  twoDecimals?: boolean;
}

export const EMAIL_RE = /^[^\s@<>()]+@[^\s@<>()]+\.[A-Za-z]{2,}$/;
export const PHONE_RE = /^\+?[0-9][0-9 -]{5,19}$/;
export const DATE_RE = /^\d{4}-\d{2}-\d{2}$/;

export class Validator {
  readonly errors: Record<string, FieldMessage> = {};

  constructor(readonly body: Body) {}

  has(field: string): boolean {
    return this.body[field] !== undefined && this.body[field] !== null;
  }

  fail(field: string, key: MessageKey, params?: MessageParams): void {
    if (!this.errors[field]) this.errors[field] = { key, params };
  }

  str(field: string, opts: StrOpts = {}): string | undefined {
    const raw = this.body[field];
    if (raw === undefined || raw === null || (typeof raw === 'string' && raw.trim() === '')) {
      if (opts.required) this.fail(field, 'required');
      return undefined;
    }
    if (typeof raw !== 'string') {
      this.fail(field, 'mustBeString');
      return undefined;
    }
    const value = opts.trim === false ? raw : raw.trim();
    if (opts.min !== undefined && value.length < opts.min) this.fail(field, 'tooShort', { min: opts.min });
    else if (opts.max !== undefined && value.length > opts.max) this.fail(field, 'tooLong', { max: opts.max });
    else if (opts.pattern && !opts.pattern.test(value)) this.fail(field, opts.patternKey ?? 'validation');
    else if (opts.visible && !hasVisibleText(value)) this.fail(field, 'nameInvisible');
    return value;
  }

  /** A record's required integer id (`id`, or another field naming one). */
  id(field = 'id'): number | undefined {
    return this.num(field, { required: true, integer: true });
  }

  num(field: string, opts: NumOpts = {}): number | undefined {
    const raw = this.body[field];
    if (raw === undefined || raw === null || raw === '') {
      if (opts.required) this.fail(field, 'required');
      return undefined;
    }
    // Spreadsheet cells and query strings arrive as text: accept numeric strings.
    const n = typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : raw;
    if (typeof n !== 'number' || !Number.isFinite(n)) {
      this.fail(field, 'mustBeNumber');
      return undefined;
    }
    if (opts.integer && !Number.isInteger(n)) this.fail(field, 'mustBeInteger');
    else if (opts.twoDecimals && Math.round(n * 100) !== Number((n * 100).toFixed(6))) this.fail(field, 'twoDecimals');
    else if ((opts.min !== undefined && n < opts.min) || (opts.max !== undefined && n > opts.max))
      this.fail(field, 'outOfRange', { min: opts.min ?? '-∞', max: opts.max ?? '∞' });
    return n;
  }

  /** The field's value; undefined when it is absent or null (and then `required` fails). */
  private present(field: string, required = false): unknown {
    const raw = this.body[field];
    if ((raw === undefined || raw === null) && required) this.fail(field, 'required');
    return raw ?? undefined;
  }

  bool(field: string, required = false): boolean | undefined {
    const raw = this.present(field, required);
    if (raw === undefined) return undefined;
    if (typeof raw !== 'boolean') {
      this.fail(field, 'mustBeBoolean');
      return undefined;
    }
    return raw;
  }

  oneOf<T extends string>(field: string, values: readonly T[], required = false): T | undefined {
    const raw = this.body[field];
    if (raw === undefined || raw === null || raw === '') {
      if (required) this.fail(field, 'required');
      return undefined;
    }
    if (typeof raw !== 'string' || !(values as readonly string[]).includes(raw)) {
      this.fail(field, 'oneOf', { values: values.join(', ') });
      return undefined;
    }
    return raw as T;
  }

  /** A field that must be a list (absent: undefined, and `required` fails); its items are the caller's to check. */
  private array(field: string, required = false): unknown[] | undefined {
    const raw = this.present(field, required);
    if (raw === undefined) return undefined;
    if (!Array.isArray(raw)) {
      this.fail(field, 'mustBeArray');
      return undefined;
    }
    return raw;
  }

  /** A list of integers (IDs). */
  ids(field: string, opts: { required?: boolean; max?: number } = {}): number[] | undefined {
    const raw = this.array(field, opts.required);
    if (raw === undefined) return undefined;
    if (!raw.every((x) => typeof x === 'number' && Number.isInteger(x))) {
      this.fail(field, 'mustBeInteger');
      return undefined;
    }
    if (opts.required && raw.length === 0) this.fail(field, 'required');
    if (opts.max !== undefined && raw.length > opts.max) this.fail(field, 'outOfRange', { min: 1, max: opts.max });
    return [...new Set(raw as number[])];
  }

  /** A list of strings from a closed set. */
  enumList<T extends string>(field: string, values: readonly T[], required = false): T[] | undefined {
    const raw = this.array(field, required);
    if (raw === undefined) return undefined;
    const bad = raw.filter((x) => typeof x !== 'string' || !(values as readonly string[]).includes(x));
    if (bad.length) {
      this.fail(field, 'oneOf', { values: values.join(', ') });
      return undefined;
    }
    if (required && raw.length === 0) this.fail(field, 'required');
    return [...new Set(raw as T[])];
  }

  date(field: string, required = false): string | undefined {
    const v = this.str(field, { required });
    if (v === undefined) return undefined;
    if (
      !DATE_RE.test(v) ||
      Number.isNaN(Date.parse(`${v}T00:00:00Z`)) ||
      new Date(`${v}T00:00:00Z`).toISOString().slice(0, 10) !== v
    ) {
      this.fail(field, 'invalidDate');
      return undefined;
    }
    return v;
  }

  get ok(): boolean {
    return Object.keys(this.errors).length === 0;
  }

  /** Throw 4001 if any field failed. */
  done(): void {
    if (!this.ok) throw validationError(this.errors);
  }
}

/** For a call whose body names one record and nothing else: its integer `id` (4001 when missing or not one). */
export function readId(body: Body): number {
  const v = new Validator(body);
  const id = v.id();
  v.done();
  return id as number;
}

/** Password strength rule: ≥ 8 chars with at least one letter and one digit, ≤ 64. */
export function isStrongPassword(pw: string): boolean {
  return pw.length >= 8 && pw.length <= 64 && /[A-Za-z]/.test(pw) && /\d/.test(pw);
}

export function isHttpUrl(s: string): boolean {
  if (!/^https?:\/\//i.test(s)) return false;
  try {
    const u = new URL(s);
    return (u.protocol === 'http:' || u.protocol === 'https:') && !!u.hostname;
  } catch {
    return false;
  }
}

/** A string field sent empty or all spaces: the caller wants it cleared. */
export function isBlank(value: unknown): boolean {
  return typeof value === 'string' && value.trim() === '';
}

/**
 * A host name of two labels or more (letters, digits, hyphens; the last label letters or punycode), at most 253
 * characters: what a domain blocking rule may hold. No scheme, path, port, spaces or IP address.
 */
export function isHostName(value: string): boolean {
  if (!value || value.length > 253) return false;
  const labels = value.split('.');
  return (
    labels.length >= 2 &&
    labels.every((l) => /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/i.test(l)) &&
    /^(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})$/i.test(labels[labels.length - 1])
  );
}
