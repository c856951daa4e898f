// The settlement report's public face (the settlement area's helper may extend it): the report link a statement's
// reconciliation opens.
export { settlementHref } from './links';
// The shares the metric definitions name (issue 31): the dashboard's cards reuse the report's definitions.
export { shareValues } from './metrics';
