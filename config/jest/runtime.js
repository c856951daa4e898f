/**
 * jest's runtime, with V8's code cache kept across the test files of a worker. Jest compiles every module again
 * for each test file (each runs in a fresh vm context, with vm.compileFunction): React, antd, jsdom's wrappers and
 * our own code were parsed and compiled about 200 times a run, 7% of a page test's CPU (issue 30). The first
 * compile of a module's code in a worker keeps V8's cache data; later files hand it back to V8, which takes
 * the compiled code from it instead of parsing again, and compiles as usual when it refuses it. The code is
 * compared whole, so a changed module (jest's transform) is compiled afresh. What runs is the same.
 */
const vm = require('node:vm');
const Runtime = require('jest-runtime').default;

const compileFunction = vm.compileFunction;
/** By file and parameters: the code compiled and V8's cache data for it. */
const compiled = new Map();

vm.compileFunction = function compileWithCache(code, params = [], options = {}) {
  if (!options.filename || options.cachedData || options.produceCachedData) {
    return compileFunction.call(this, code, params, options);
  }
  const key = `${options.filename}\0${params.join(',')}`;
  const known = compiled.get(key);
  if (known && known.code === code) {
    const fn = compileFunction.call(this, code, params, { ...options, cachedData: known.data });
    if (!fn.cachedDataRejected) return fn;
  }
  const fn = compileFunction.call(this, code, params, { ...options, produceCachedData: true });
  if (fn.cachedDataProduced) compiled.set(key, { code, data: fn.cachedData });
  return fn;
};

module.exports = Runtime;
