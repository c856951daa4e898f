// Edits of src/contract/openapi.yaml by line, so its comments and layout stay as written: the generators add a
// menu code, a permission group, a tag, an operation and a schema. Each finds its place by the document's
// structure (a top-level key, a schema under components.schemas, a key inside it) and stops when it cannot.
import { fail } from './lib.mjs';

export const CONTRACT = 'src/contract/openapi.yaml';

const indentOf = (line) => line.length - line.trimStart().length;

/** The lines [start, end) of `components.schemas.<name>` (indented 4). */
function schemaLines(lines, name) {
  const start = lines.findIndex((l) => l === `    ${name}:`);
  if (start < 0) fail(`${CONTRACT}: no schema ${name}`);
  let end = start + 1;
  while (end < lines.length && (lines[end].trim() === '' || indentOf(lines[end]) > 4)) end++;
  return [start, end];
}

/** Adds `entry` (one line, without indent) as the last item of the map or list `key` of schema `name`. */
export function appendToSchemaKey(text, name, key, entry) {
  const lines = text.split('\n');
  const [start, end] = schemaLines(lines, name);
  const at = lines.findIndex((l, i) => i > start && i < end && l.startsWith(`      ${key}:`));
  if (at < 0) fail(`${CONTRACT}: schema ${name} has no ${key}`);
  const inline = /^(\s+\w[\w-]*: \[)(.*)\]\s*$/.exec(lines[at]);
  if (inline) {
    lines[at] = `${inline[1]}${inline[2]}, ${entry}]`;
    return lines.join('\n');
  }
  let last = at;
  while (last + 1 < end && indentOf(lines[last + 1]) > 6 && lines[last + 1].trim() !== '') last++;
  lines.splice(last + 1, 0, `        ${entry}`);
  return lines.join('\n');
}

/** `text` with `block` (whole lines) at the end of the top-level section `key` (tags, paths). */
export function appendToSection(text, key, block) {
  const lines = text.split('\n');
  const start = lines.findIndex((l) => l === `${key}:`);
  if (start < 0) fail(`${CONTRACT}: no top-level ${key}`);
  let end = start + 1;
  while (end < lines.length && !/^[a-z]/.test(lines[end])) end++;
  lines.splice(end, 0, ...block.trimEnd().split('\n'));
  return lines.join('\n');
}

/** `text` with `block` (a schema, indented 4) at the end of components.schemas, the document's last section. */
export function appendSchema(text, block) {
  return `${text.trimEnd()}\n${block.trimEnd()}\n`;
}

/** Whether the document has a path, an operationId or a schema already. */
export const hasPath = (text, path) => text.includes(`\n  ${path}:\n`);
export const hasOperation = (text, id) => new RegExp(`operationId: ${id}\\s*$`, 'm').test(text);
export const hasSchema = (text, name) => text.includes(`\n    ${name}:\n`);
