import { post } from '@/request';
import type {
  AdPosition,
  AdPositionCreateParams,
  AdPositionListParams,
  AdPositionStatusParams,
  AdPositionUpdateParams,
  PageResult,
} from './typings';

/** Ad positions of the caller's data scope (docs/api.md, Ad positions). */
export async function listAdPositions(params: AdPositionListParams): Promise<PageResult<AdPosition>> {
  const env = await post<PageResult<AdPosition>>('/media/adPosition/list', params);
  return env.result as PageResult<AdPosition>;
}

export async function getAdPosition(id: number): Promise<AdPosition> {
  const env = await post<AdPosition>('/media/adPosition/get', { id });
  return env.result as AdPosition;
}

export async function createAdPosition(params: AdPositionCreateParams): Promise<AdPosition> {
  const env = await post<AdPosition>('/media/adPosition/create', params);
  return env.result as AdPosition;
}

export async function updateAdPosition(params: AdPositionUpdateParams): Promise<AdPosition> {
  const env = await post<AdPosition>('/media/adPosition/update', params);
  return env.result as AdPosition;
}

export async function setAdPositionStatus(params: AdPositionStatusParams): Promise<AdPosition> {
  const env = await post<AdPosition>('/media/adPosition/status', params);
  return env.result as AdPosition;
}

/** One ad position, or null when it does not exist or lies outside the caller's scope (4004). */
export async function findAdPosition(id: number): Promise<AdPosition | null> {
  try {
    const env = await post<AdPosition>('/media/adPosition/get', { id }, { noMsg: true });
    return env.result as AdPosition;
  } catch (e) {
    if ((e as { bizCode?: number }).bizCode === 4004) return null;
    throw e;
  }
}
