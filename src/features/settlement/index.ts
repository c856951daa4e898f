// The settlement report's public face (the settlement area's helper may extend it): the report link a statement's
// reconciliation opens.
export { settlementHref } from './links';
