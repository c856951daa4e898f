import { post } from '@/request';
import { resultOf } from './result';
import type { ReportApiCredentials } from './typings';

/** The publisher's report API key and secret (ReportApiView). */
export async function getReportApiCredentials(): Promise<ReportApiCredentials> {
  const env = await post<ReportApiCredentials>('/media/reportApi/get', {});
  return resultOf(env, '/media/reportApi/get');
}

/** Issues a new secret; the old one stops working at once. The key stays. */
export async function rotateReportApiSecret(): Promise<ReportApiCredentials> {
  const env = await post<ReportApiCredentials>('/media/reportApi/rotate', {});
  return resultOf(env, '/media/reportApi/rotate');
}
