/**
 * What a route's first load carries, by package (`npm run page-bytes -- --why <route>`, scripts/page-why.mjs, issue
 * 51): each generated file's bytes shared out to the source modules its source map names, grouped by npm package
 * (by component for antd and pro-components) or by our own folder. Pure functions, so
 * tests/unit/internals/pageWhy.test.ts runs them on a small generated file.
 */
import { SourceMapConsumer, type RawSourceMap } from 'source-map-js';

/** Packages shown by component (antd/table, @ant-design/pro-field/ColorPicker): whole, they say too little. */
const BY_COMPONENT = new Set(['antd', '@ant-design/pro-field', '@ant-design/pro-form', '@ant-design/pro-table']);

/** The group a source belongs to: its npm package (by component for a few), or our own folder two levels deep. */
export function groupOf(source: string): string {
  const path = source.replace(/^webpack:\/\/[^/]*\//, '').replace(/^\.\//, '');
  const nm = path.lastIndexOf('node_modules/');
  if (nm >= 0) {
    const rest = path.slice(nm + 'node_modules/'.length).split('/');
    const name = rest[0].startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0];
    if (!BY_COMPONENT.has(name)) return name;
    const inner = rest.slice(name.split('/').length).filter((p: string) => !['es', 'lib', 'components'].includes(p));
    return inner.length > 1 ? `${name}/${inner[0]}` : name;
  }
  const parts = path.split('/');
  if (parts[0] === 'src' && ['features', 'pages', 'locales'].includes(parts[1])) return parts.slice(0, 3).join('/');
  return parts.slice(0, 2).join('/') || '(unknown)';
}

/** Decoded bytes of a generated file per group, from its source map: each mapping's span up to the next. */
export function bytesBySource(code: string, map: RawSourceMap): Map<string, number> {
  const lines = code.split('\n');
  const out = new Map<string, number>();
  const consumer = new SourceMapConsumer(map);
  let last: { line: number; column: number; group: string } | null = null;
  const add = (group: string, n: number) => out.set(group, (out.get(group) ?? 0) + n);
  const close = (line: number, column: number) => {
    if (!last) return;
    if (line === last.line) add(last.group, column - last.column);
    else {
      add(last.group, lines[last.line - 1].length - last.column + 1);
      for (let l = last.line + 1; l < line; l++) add(last.group, lines[l - 1].length + 1);
      add(last.group, column);
    }
  };
  consumer.eachMapping((m) => {
    close(m.generatedLine, m.generatedColumn);
    last = { line: m.generatedLine, column: m.generatedColumn, group: m.source ? groupOf(m.source) : '(no source)' };
  });
  close(lines.length, lines[lines.length - 1].length);
  const mapped = [...out.values()].reduce((s, n) => s + n, 0);
  // Before the first mapping: the bundler's own glue.
  if (code.length > mapped) add('(webpack runtime and glue)', code.length - mapped);
  return out;
}
