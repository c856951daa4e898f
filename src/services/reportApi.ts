import { queryOptions } from '@tanstack/react-query';
import { call } from './result';
import type { ReportApiCredentials } from './typings';

/** The publisher's report API key and secret (ReportApiView). */
export function getReportApiCredentials(): Promise<ReportApiCredentials> {
  return call<ReportApiCredentials>('/media/reportApi/get');
}

/** Issues a new secret; the old one stops working at once. The key stays. */
export function rotateReportApiSecret(): Promise<ReportApiCredentials> {
  return call<ReportApiCredentials>('/media/reportApi/rotate');
}

export const reportApiKeys = {
  all: ['reportApi'] as const,
  credentials: () => [...reportApiKeys.all, 'credentials'] as const,
};

export const reportApiCredentialsQuery = () =>
  queryOptions({ queryKey: reportApiKeys.credentials(), queryFn: getReportApiCredentials });
