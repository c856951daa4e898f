/**
 * The part of `qs` that umi-request uses (stringify with arrayFormat
 * 'repeat' and strictNullHandling, parse with strictNullHandling), in a few
 * lines. The real package drags about 100 KB of dependencies (side-channel,
 * object-inspect, get-intrinsic) into the first load of every page; .umirc.ts
 * aliases `qs` here. Our API posts JSON, so only query strings use this.
 */
type Value = unknown;

interface StringifyOptions {
  arrayFormat?: 'repeat';
  strictNullHandling?: boolean;
}

const enc = (s: string) =>
  encodeURIComponent(s).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

function pairs(key: string, value: Value, opts: StringifyOptions, out: string[]): void {
  if (value === undefined) return;
  if (value === null) {
    out.push(opts.strictNullHandling ? enc(key) : `${enc(key)}=`);
    return;
  }
  if (value instanceof Date) {
    out.push(`${enc(key)}=${enc(value.toISOString())}`);
    return;
  }
  if (Array.isArray(value)) {
    for (const item of value) pairs(key, item, opts, out);
    return;
  }
  if (typeof value === 'object') {
    for (const [k, v] of Object.entries(value as Record<string, Value>)) pairs(`${key}[${k}]`, v, opts, out);
    return;
  }
  out.push(`${enc(key)}=${enc(String(value))}`);
}

export function stringify(obj: Value, opts: StringifyOptions = {}): string {
  if (obj === null || typeof obj !== 'object') return '';
  const out: string[] = [];
  for (const [k, v] of Object.entries(obj as Record<string, Value>)) pairs(k, v, opts, out);
  return out.join('&');
}

const dec = (s: string) => {
  try {
    return decodeURIComponent(s.replace(/\+/g, ' '));
  } catch {
    return s;
  }
};

export function parse(str: string, opts: { strictNullHandling?: boolean } = {}): Record<string, Value> {
  const result: Record<string, Value> = Object.create(null);
  for (const part of str.replace(/^\?/, '').split('&')) {
    if (!part) continue;
    const eq = part.indexOf('=');
    const key = dec(eq === -1 ? part : part.slice(0, eq));
    // Never let a query string write to the object's prototype.
    if (key === '__proto__' || key === 'constructor' || key === 'prototype') continue;
    const value = eq === -1 ? (opts.strictNullHandling ? null : '') : dec(part.slice(eq + 1));
    const existing = result[key];
    if (existing === undefined) result[key] = value;
    else result[key] = Array.isArray(existing) ? [...existing, value] : [existing, value];
  }
  return { ...result };
}

export default { stringify, parse };
