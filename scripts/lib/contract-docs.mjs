// Renders the reference part of docs/api.md from the contract document
// (scripts/contract.mjs writes it between the contract markers): one section
// per tag with its calls, then every schema with its fields and rules.

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];
const REF = '#/components/schemas/';

const cell = (text) =>
  String(text ?? '')
    .replace(/\s*\n\s*/g, ' ')
    .replace(/\|/g, '\\|')
    .trim();
const code = (text) => `\`${text}\``;
const anchor = (name) => `#${name.toLowerCase()}`;
const refName = (ref) => ref.slice(REF.length);

function operations(doc) {
  const out = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const method of METHODS) if (item[method]) out.push({ path, method, op: item[method] });
  }
  return out;
}

function resolveRef(doc, obj) {
  if (!obj?.$ref) return obj;
  const parts = obj.$ref.replace(/^#\//, '').split('/');
  return parts.reduce((o, k) => o?.[k], doc);
}

/** A schema's type in words, with links to named schemas. */
export function typeText(s) {
  if (!s || typeof s !== 'object') return 'any';
  if (s.$ref) return `[${refName(s.$ref)}](${anchor(refName(s.$ref))})`;
  if (s.type === 'null') return code('null');
  if (s.not && typeof s.not === 'object' && 'const' in s.not) return `not ${code(JSON.stringify(s.not.const))}`;
  if ('const' in s) return code(JSON.stringify(s.const));
  if (s.enum) return s.enum.map((v) => code(JSON.stringify(v))).join(' \\| ');
  const alts = s.oneOf ?? s.anyOf;
  if (alts) return alts.map(typeText).join(' \\| ');
  if (s.allOf) return s.allOf.map(typeText).join(' & ');
  const types = Array.isArray(s.type) ? s.type : s.type ? [s.type] : [];
  if (types.length === 0) return Object.keys(s).some((k) => k !== 'description') ? 'object' : 'any';
  return types
    .map((t) => {
      if (t === 'array') return `${typeText(s.items).replace(/ \\\| /g, ' or ')}[]`;
      if (t === 'string' && s.format === 'binary') return 'file';
      if (t === 'object' && s.additionalProperties && typeof s.additionalProperties === 'object')
        return `{ [name]: ${typeText(s.additionalProperties)} }`;
      return t;
    })
    .join(' \\| ');
}

/** The constraints the mock enforces, in words. */
export function rulesText(s) {
  if (!s || typeof s !== 'object' || s.$ref) return s?.description ?? '';
  const r = [];
  const range = (min, max, unit) => {
    if (min !== undefined && max !== undefined) r.push(`${min}–${max}${unit}`);
    else if (min !== undefined) r.push(`≥ ${min}${unit}`);
    else if (max !== undefined) r.push(`≤ ${max}${unit}`);
  };
  range(s.minLength, s.maxLength, ' characters');
  range(s.minimum, s.maximum, '');
  range(s.minItems, s.maxItems, ' items');
  if (s.multipleOf === 0.01) r.push('at most two decimals');
  else if (s.multipleOf !== undefined) r.push(`multiple of ${s.multipleOf}`);
  if (s.format === 'date') r.push('YYYY-MM-DD');
  if (s.format === 'date-time') r.push('ISO 8601 timestamp');
  if (s.pattern) r.push(code(s.pattern));
  if (s.default !== undefined) r.push(`default ${code(JSON.stringify(s.default))}`);
  if (s.description) r.push(s.description);
  return r.join('; ');
}

/** Fields of an object schema, allOf flattened, nested objects with dotted names. */
function fields(doc, schema, prefix = '', seen = new Set()) {
  const rows = [];
  const walk = (s) => {
    if (!s) return;
    if (s.$ref) {
      if (seen.has(s.$ref)) return;
      seen.add(s.$ref);
      walk(resolveRef(doc, s));
      return;
    }
    for (const part of s.allOf ?? []) walk(part);
    const required = new Set(s.required ?? []);
    for (const [name, prop] of Object.entries(s.properties ?? {})) {
      const full = `${prefix}${name}`;
      const existing = rows.findIndex((row) => row.name === full);
      const row = { name: full, type: typeText(prop), required: required.has(name), rules: rulesText(prop) };
      if (existing >= 0) rows[existing] = { ...row, required: row.required || rows[existing].required };
      else rows.push(row);
      const inner = prop.type === 'array' && prop.items?.properties ? prop.items : prop.properties ? prop : null;
      if (inner) rows.push(...fields(doc, inner, `${full}${prop.type === 'array' ? '[]' : ''}.`, new Set(seen)));
    }
  };
  walk(schema);
  return rows;
}

function fieldTable(rows, rulesTitle = 'Rules') {
  if (!rows.length) return 'No fields (send `{}`).';
  const lines = [`| Field | Type | Required | ${rulesTitle} |`, '| --- | --- | --- | --- |'];
  for (const f of rows) lines.push(`| ${code(f.name)} | ${f.type} | ${f.required ? 'yes' : ''} | ${cell(f.rules)} |`);
  return lines.join('\n');
}

/** The `result` (and `data`) schema of an operation's successful answer. */
function successOf(doc, op) {
  const res = resolveRef(doc, op.responses?.['200']);
  const json = res?.content?.['application/json']?.schema;
  const success = json?.oneOf?.find((b) => b.allOf?.some((p) => p.$ref === `${REF}SuccessEnvelope`));
  if (!success) {
    const other = res?.content && Object.keys(res.content)[0];
    return other ? { other } : null;
  }
  const props = Object.assign({}, ...success.allOf.map((p) => p.properties ?? {}));
  return { result: props.result, data: props.data };
}

function access(doc, op) {
  const security = op.security ?? doc.security;
  const parts = [];
  if (op['x-mock-only']) parts.push('QA only, no token');
  else if (!security?.length) parts.push('no token');
  else if (security.some((s) => 'reportApiKey' in s)) parts.push('signed (report API key), no token');
  else parts.push('user-token');
  if (op['x-menu-codes']) parts.push(`codes: ${op['x-menu-codes'].join(', ')}`);
  if (op['x-admin-only']) parts.push('admin only');
  if (op['x-extension']) parts.push('**extension** (not in SPEC.md)');
  return parts.join(' · ');
}

function renderOperation(doc, { path, method, op }) {
  const out = [
    `#### ${code(`${method.toUpperCase()} ${path}`)}`,
    '',
    `${op.summary}.`,
    '',
    `Access: ${access(doc, op)}.`,
  ];
  if (op.description) out.push('', op.description.trim());
  const params = (op.parameters ?? [])
    .map((p) => resolveRef(doc, p))
    .filter((p) => p.name !== 'Accept-Language')
    .map((p) => ({
      name: `${p.name} (${p.in})`,
      type: typeText(p.schema),
      required: !!p.required,
      rules: [rulesText(p.schema), p.description].filter(Boolean).join('; '),
    }));
  if (params.length) out.push('', 'Parameters:', '', fieldTable(params));
  const body = op.requestBody?.content;
  if (body) {
    const [type, media] = Object.entries(body)[0];
    const schema = media.schema;
    const name = schema.$ref ? ` [${refName(schema.$ref)}](${anchor(refName(schema.$ref))})` : '';
    const kind = type === 'application/json' ? 'JSON' : type;
    out.push('', `Request (${kind})${name}:`, '', fieldTable(fields(doc, schema)));
  }
  const success = successOf(doc, op);
  if (success?.other)
    out.push('', `Answer: ${code(success.other)} (${resolveRef(doc, op.responses['200']).description}).`);
  else if (success) {
    out.push('', `Result: ${typeText(success.result)}${success.data ? ', also in `data`' : ''}.`);
  }
  return out.join('\n');
}

function renderSchema(doc, name, s) {
  const out = [`#### ${code(name)}`, ''];
  const notes = [];
  if (s['x-extension']) notes.push('extension');
  if (s['x-mock-only']) notes.push('mock only');
  if (s.description) out.push(s.description.trim() + (notes.length ? ` (${notes.join(', ')})` : ''), '');
  else if (notes.length) out.push(`(${notes.join(', ')})`, '');
  if (s.enum) out.push(`Values: ${s.enum.map((v) => code(JSON.stringify(v))).join(', ')}.`);
  else if (s.properties || s.allOf) {
    const bases = (s.allOf ?? []).filter((p) => p.$ref).map((p) => `[${refName(p.$ref)}](${anchor(refName(p.$ref))})`);
    if (bases.length) out.push(`Includes ${bases.join(', ')}.`, '');
    out.push(fieldTable(fields(doc, s), 'Notes'));
  } else if (s.oneOf) {
    out.push(
      `One of: ${s.oneOf.map((b) => (b.$ref ? typeText(b) : `{ ${Object.keys(b.properties ?? {}).join(', ')} }`)).join(' or ')}.`,
    );
  } else out.push(`Type: ${typeText(s)}${rulesText(s) && !s.description ? `; ${cell(rulesText(s))}` : ''}.`);
  return out.join('\n').trim();
}

export function renderReference(doc) {
  const ops = operations(doc);
  const out = ['## Reference', ''];
  out.push('| Area | Calls |', '| --- | --- |');
  for (const tag of doc.tags) {
    const calls = ops.filter((o) => o.op.tags?.[0] === tag.name);
    const links = calls.map((o) => {
      const label = `${o.method.toUpperCase()} ${o.path}`;
      return `${code(label)}${o.op['x-extension'] ? ' \\*' : ''}`;
    });
    out.push(`| ${tag['x-title'] ?? tag.name} | ${links.join(', ')} |`);
  }
  out.push('', '\\* extension: not in SPEC.md section 7 (`x-extension: true`).', '');
  for (const tag of doc.tags) {
    out.push(`### ${tag['x-title'] ?? tag.name}`, '');
    if (tag.description) out.push(tag.description.trim(), '');
    for (const o of ops.filter((x) => x.op.tags?.[0] === tag.name)) out.push(renderOperation(doc, o), '');
  }
  out.push('### Schemas', '', 'Every named payload and value set of the document, in its order.', '');
  for (const [name, s] of Object.entries(doc.components.schemas)) out.push(renderSchema(doc, name, s), '');
  return out.join('\n');
}
