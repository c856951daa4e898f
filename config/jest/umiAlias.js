// umi's aliases for jest, written out: what umi's service resolves under jest (NODE_ENV=test) for
// `configUmiAlias` of @umijs/max/test, which ran the whole service (its `setup` command: 4-5 s of CPU) at every
// jest start to learn them (issue 30). tests/unit/internals/jestConfig.test.ts asks umi's service for its aliases
// and compares, so an upgrade of umi or a change of .umirc.ts's `alias` cannot leave these behind unnoticed.
//
// The service's `setup` also writes umi's generated modules for tests (src/.umi-test: `umi`, `@umijs/max` and
// `@@/…` point there). That stays as it was, but only runs when something it is made from is newer than what
// it made (ensureUmiTestFiles).
const fs = require('node:fs');
const path = require('node:path');

/** The folder of a package as Node finds it from `from` (umi's own way: dirname of its package.json). */
const packageDir = (name, from) => path.dirname(require.resolve(`${name}/package.json`, { paths: [from] }));

/**
 * umi's alias table for the project at `root`, in umi's order (the first matching mapper wins in jest).
 * @param {string} root
 * @returns {Record<string, string>}
 */
function umiAlias(root) {
  const src = path.join(root, 'src');
  // umi takes react and react-dom from the project, the router from its preset's dependencies.
  const preset = packageDir('@umijs/preset-umi', packageDir('umi', root));
  return {
    umi: '@@/exports',
    react: packageDir('react', root),
    'react-dom': packageDir('react-dom', root),
    'react-router': packageDir('react-router', preset),
    'react-router-dom': packageDir('react-router-dom', preset),
    // .umirc.ts's `alias`.
    qs: path.join(src, 'request/qs.ts'),
    'isomorphic-fetch': path.join(src, 'request/fetch.ts'),
    'resize-observer-polyfill$': path.join(src, 'utils/resizeObserver.ts'),
    '@': src,
    '@@': path.join(src, '.umi-test'),
    // umi's moment2dayjs plugin.
    moment: packageDir('dayjs', root),
    '@umijs/max': '@@/exports',
  };
}

/**
 * jest's moduleNameMapper for an alias table: configUmiAlias's own rule (umi/dist/test.js), with umi's helper.
 * @param {Record<string, string>} alias
 * @returns {Record<string, string>}
 */
function moduleNameMapperOf(alias) {
  const { getAliasPathWithKey } = require('umi/test');
  /** @type {Record<string, string>} */
  const mapper = {};
  for (const key of Object.keys(alias)) {
    const aliasPath = getAliasPathWithKey(alias, key);
    if (key.endsWith('$')) {
      mapper[`^${key}`] = aliasPath;
    } else if (fs.existsSync(aliasPath) && fs.statSync(aliasPath).isDirectory()) {
      mapper[`^${key}/(.*)$`] = `${aliasPath}/$1`;
      mapper[`^${key}$`] = aliasPath;
    } else {
      mapper[`^${key}$`] = aliasPath;
    }
  }
  return mapper;
}

// What umi's generated modules for tests are made from: its config and version, the route table, the runtime
// config (src/app.tsx, src/access.ts), the files it finds by their names in src/, and the locale files (the
// folder's list). A file that is not there counts when it comes. (Not src/ itself: umi's other commands rewrite
// its .umi folders.)
const UMI_INPUTS = [
  '.umirc.ts',
  'package.json',
  'node_modules/umi/package.json',
  'node_modules/@umijs/max/package.json',
  'src/app.tsx',
  'src/access.ts',
  'src/loading.tsx',
  'src/global.tsx',
  'src/global.less',
  'src/routes.ts',
  'src/models',
  'src/locales',
];
const STAMP = '.made-for-jest';

function newestInput(root) {
  const inputs = [...UMI_INPUTS, ...fs.readdirSync(path.join(root, 'config')).map((f) => `config/${f}`)];
  return Math.max(...inputs.map((p) => path.join(root, p)).map((p) => (fs.existsSync(p) ? fs.statSync(p).mtimeMs : 0)));
}

/** Writes src/.umi-test with umi's `setup` (as configUmiAlias did) when it is missing or older than its inputs. */
async function ensureUmiTestFiles(root) {
  const stamp = path.join(root, 'src/.umi-test', STAMP);
  const fresh =
    fs.existsSync(stamp) &&
    fs.existsSync(path.join(root, 'src/.umi-test/exports.ts')) &&
    fs.statSync(stamp).mtimeMs >= newestInput(root);
  if (fresh) return;
  const started = Date.now();
  await require('@umijs/max/test').getUmiAlias();
  fs.writeFileSync(stamp, `written by jest.config.js (config/jest/umiAlias.js) in ${Date.now() - started} ms\n`);
}

module.exports = { umiAlias, moduleNameMapperOf, ensureUmiTestFiles };
