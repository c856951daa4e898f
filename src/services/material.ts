/**
 * Creative (material) review calls (docs/api.md, "Materials"). Every call
 * needs the MaterialAuditView code; the data scope of the account applies.
 */
import { post } from '@/request';
import type {
  AdPosition,
  AdType,
  Material,
  MaterialHistoryParams,
  MaterialListParams,
  MaterialReviewParams,
  MaterialReviewRecord,
  MaterialReviewResult,
  PageResult,
} from './typings';

export const REVIEW_BATCH_MAX = 100;
export const REJECT_REASON_MAX = 200;

export async function listMaterials(params: MaterialListParams): Promise<PageResult<Material>> {
  const env = await post<PageResult<Material>>('/media/material/list', params);
  return env.result as PageResult<Material>;
}

export async function getMaterial(id: number): Promise<Material> {
  const env = await post<Material>('/media/material/get', { id });
  return env.result as Material;
}

/**
 * Reviews up to 100 creatives. The server's "N reviewed, M failed" `msg` is
 * not shown: the page reports the outcome itself, naming the failures.
 */
export async function reviewMaterials(params: MaterialReviewParams): Promise<MaterialReviewResult> {
  const env = await post<MaterialReviewResult>('/media/material/review', params, { noMsg: true });
  return env.result as MaterialReviewResult;
}

export async function materialHistory(params: MaterialHistoryParams): Promise<PageResult<MaterialReviewRecord>> {
  const env = await post<PageResult<MaterialReviewRecord>>('/media/material/history', params);
  return env.result as PageResult<MaterialReviewRecord>;
}

export interface Option<V> {
  value: V;
  label: string;
}

/** Apps in scope, for the app filter (any code of this page may call it). */
export async function materialAppOptions(): Promise<Option<number>[]> {
  const env = await post<{ value: number; label: string }[]>('/media/app/options', {});
  return (env.result ?? []).map(({ value, label }) => ({ value, label }));
}

/**
 * Ad positions of one app, for the ad position filter. The list call needs
 * AdPosView; the page only asks when the account has it.
 */
export async function materialAdPositionOptions(appId: number): Promise<(Option<number> & { adType: AdType })[]> {
  const env = await post<PageResult<AdPosition>>('/media/adPosition/list', {
    appId,
    current: 1,
    pageSize: 100,
    sortField: 'name',
    sortOrder: 'ascend',
  });
  return (env.result?.list ?? []).map((p) => ({ value: p.id, label: p.name, adType: p.adType }));
}

// ---------------------------------------------------------------- preferences

export type MaterialViewMode = 'grid' | 'table';
const VIEW_KEY = 'materialReview.view';

/** The grid/table choice is kept for the browser session only. */
export function loadViewMode(): MaterialViewMode {
  try {
    return sessionStorage.getItem(VIEW_KEY) === 'table' ? 'table' : 'grid';
  } catch {
    return 'grid';
  }
}

export function saveViewMode(mode: MaterialViewMode): void {
  try {
    sessionStorage.setItem(VIEW_KEY, mode);
  } catch {
    // Storage may be unavailable (private mode quota); the choice then lasts for this page only.
  }
}
