/**
 * Stands in for `resize-observer-polyfill` in the build (.umirc.ts alias):
 * every browser of our targets (config/webpack.ts TARGETS) has ResizeObserver,
 * so antd's rc-resize-observer gets the native one instead of 7 KB of polyfill.
 * (The unit tests keep the polyfill: jsdom has no ResizeObserver.)
 */
export default globalThis.ResizeObserver;
