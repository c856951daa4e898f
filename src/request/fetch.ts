// umi-request imports the isomorphic-fetch polyfill; every browser the
// console supports has fetch, so .umirc.ts aliases the polyfill to this
// empty module.
export {};
