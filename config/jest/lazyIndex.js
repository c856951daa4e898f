/**
 * Jest only: antd's and @ant-design/icons' CommonJS index files require every component (every one of the
 * ~830 icons) when a file names one of them (`import { Button } from 'antd'`). The build takes what is used
 * from the ES modules; under jest each test file loaded and compiled all of them again (about a second of CPU
 * a file, issue 30). Their exports are already getters (`get: () => _button.default`): this makes the module
 * behind each getter load on first use, so a test loads only the components its code touches. Each module is
 * still the one instance of its path (jest's registry), as antd's own deep imports get it.
 */
const crypto = require('node:crypto');

// `var _button = _interopRequireDefault(require("./button"));`, the line each export's getter reads.
const EAGER = /^var (_\w+) = _interopRequireDefault\(require\(("\.\/[\w./-]+")\)\);$/gm;

function lazyIndex(source) {
  return source.replace(
    EAGER,
    (_, name, path) => `var ${name} = { get default() { return _interopRequireDefault(require(${path})).default; } };`,
  );
}

module.exports = {
  process(source) {
    return { code: lazyIndex(source) };
  },
  getCacheKey(source, path) {
    return crypto.createHash('sha1').update('lazyIndex-1\0').update(path).update('\0').update(source).digest('hex');
  },
  lazyIndex,
};
