/** @jest-environment node */
/**
 * `npm run page-bytes -- --why <route>` (issue 51): a generated file's bytes go to the sources its map names, up to
 * the next mapping, grouped by package (antd by component) or our own folder; bytes before any mapping are the
 * bundler's; nothing is counted twice or lost.
 */
import { SourceMapGenerator } from 'source-map-js';
import { bytesBySource, groupOf } from '../../../config/pageWhy';

it('groups sources by package, antd and pro-components by component, ours by folder', () => {
  expect(groupOf('webpack://media-console/node_modules/react-dom/cjs/react-dom.production.min.js')).toBe('react-dom');
  expect(groupOf('webpack://media-console/node_modules/antd/es/table/Table.js')).toBe('antd/table');
  expect(groupOf('webpack://x/node_modules/@ant-design/pro-field/es/components/ColorPicker/index.js')).toBe(
    '@ant-design/pro-field/ColorPicker',
  );
  expect(groupOf('webpack://x/node_modules/@tanstack/query-core/build/modern/query.js')).toBe('@tanstack/query-core');
  expect(groupOf('webpack://media-console/src/features/traffic/apps/AppsPage.tsx')).toBe('src/features/traffic');
  expect(groupOf('webpack://media-console/src/utils/format.ts')).toBe('src/utils');
});

it("shares a file's bytes out to the mapped sources, the unmapped head to the bundler", () => {
  const code = '/*!*/AAAA\nBBBBBB\nCC';
  const map = new SourceMapGenerator({ file: 'chunk.js' });
  const at = (line: number, column: number, source: string) =>
    map.addMapping({ generated: { line, column }, original: { line: 1, column: 0 }, source });
  at(1, 5, 'webpack://m/node_modules/antd/es/table/Table.js');
  at(2, 2, 'webpack://m/src/features/traffic/a.ts');
  at(3, 0, 'webpack://m/node_modules/react-dom/index.js');
  const by = bytesBySource(code, JSON.parse(map.toString()));
  expect(Object.fromEntries(by)).toEqual({
    'antd/table': 4 + 1 + 2, // the rest of line 1 with its newline, then line 2 up to column 2
    'src/features/traffic': 4 + 1,
    'react-dom': 2,
    '(webpack runtime and glue)': 5,
  });
  expect([...by.values()].reduce((s, n) => s + n, 0)).toBe(code.length);
});
