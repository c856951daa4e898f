// The report API (/accounts/reportapi): credentials and the signing guide. Its route file names ReportApiPage.
export { reportApiKeys } from './api';
