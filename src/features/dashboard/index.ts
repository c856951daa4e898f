/**
 * The dashboard area's public face (the home page's figures, docs/dashboard.md). App start prefetches the
 * summary through it while the page's code loads; calls and queries only, so that read stays a small chunk.
 */
export { dashboardKeys, dashboardSummaryQuery } from './api';
