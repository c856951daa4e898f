// What the Export button loads when it is clicked (components/ExportButton): the sheet's layout, its words and the
// file writer stay out of the report's first load (issue 32).
export { runSettlementExport } from './runExport';
export { exportFilters } from './filters';
export { exportLabelsFor } from './labels';
