/**
 * The traffic area's public face (apps and ad positions, docs/traffic.md): what other areas read of it.
 * Only calls and queries: the pages' components stay inside the area, so another area's chunk that
 * needs an app picker's options does not carry them.
 */
export { adPositionQuery, appAdsProblemsQuery, appOptionsQuery, listAdPositions } from './api';
