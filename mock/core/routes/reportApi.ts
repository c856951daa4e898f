/**
 * Temporary: tests/unit/account/reportApiGuide.test.ts (outside the mock's reorganisation) still imports the report
 * API's signing helpers from this old path. Remove once that test imports '../../../mock/core/reportApi/routes'.
 */
// eslint-disable-next-line import/no-restricted-paths -- the old path's one re-export, until that test moves
export { API_MAX_ROWS, MAX_SKEW_S, signReportRequest, sortedQueryString } from '../reportApi/routes';
