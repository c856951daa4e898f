import { queryOptions } from '@tanstack/react-query';
import { call } from '@/services/result';
import type { ReportApiCredentials, ReportApiRotated } from '@/contract/typings';

/** The publisher's report API key and a hint of the secret (ReportApiView): the secret itself never comes here. */
export function getReportApiCredentials(): Promise<ReportApiCredentials> {
  return call<ReportApiCredentials>('/media/reportApi/get');
}

/**
 * The secret, after the caller's password (extension, issue 28: the main account or ReportApiManage). A wrong
 * password is a 4001 with `errors.password`, for the dialog to place under its field.
 */
export async function revealReportApiSecret(password: string): Promise<string> {
  return (await call<{ secret: string }>('/media/reportApi/secret/reveal', { password })).secret;
}

/** Issues a new secret (after the password); the old one keeps working for the grace. The key stays. */
export function rotateReportApiSecret(password: string): Promise<ReportApiRotated> {
  return call<ReportApiRotated>('/media/reportApi/rotate', { password });
}

export const reportApiKeys = {
  all: ['reportApi'] as const,
  credentials: () => [...reportApiKeys.all, 'credentials'] as const,
};

export const reportApiCredentialsQuery = () =>
  queryOptions({ queryKey: reportApiKeys.credentials(), queryFn: getReportApiCredentials });
