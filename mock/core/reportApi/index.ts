/** Report API (/accounts/reportapi): keys and the signed /openapi/report. */
export { reportApiRoutes } from './routes';
