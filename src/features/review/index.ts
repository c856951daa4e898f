/**
 * The review area's public face (creative review and its audit report, docs/review.md): what other
 * areas read of it. Calls and queries only, so a reader's chunk carries none of the review pages.
 */
export { materialAdPositionOptionsQuery, materialKeys } from './api';
