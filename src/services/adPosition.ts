import { queryOptions } from '@tanstack/react-query';
import { call, callOrMissing } from './result';
import type {
  AdPosition,
  AdPositionCreateParams,
  AdPositionListParams,
  AdPositionStatusParams,
  AdPositionUpdateParams,
  PageResult,
} from '@/contract/typings';

/** Ad positions of the caller's data scope (docs/api.md, Ad positions). */
export function listAdPositions(params: AdPositionListParams): Promise<PageResult<AdPosition>> {
  return call<PageResult<AdPosition>>('/media/adPosition/list', params);
}

/** Creating shows its result page (the IDs to integrate), which says it is done: no toast as well. */
export function createAdPosition(params: AdPositionCreateParams): Promise<AdPosition> {
  return call<AdPosition>('/media/adPosition/create', params, { noSuccessMsg: true });
}

export function updateAdPosition(params: AdPositionUpdateParams): Promise<AdPosition> {
  return call<AdPosition>('/media/adPosition/update', params);
}

export function setAdPositionStatus(params: AdPositionStatusParams): Promise<AdPosition> {
  return call<AdPosition>('/media/adPosition/status', params);
}

/** One ad position, or null when it does not exist or lies outside the caller's scope (4004). */
export function findAdPosition(id: number): Promise<AdPosition | null> {
  return callOrMissing<AdPosition>('/media/adPosition/get', { id });
}

export const adPositionKeys = {
  all: ['adPosition'] as const,
  lists: () => [...adPositionKeys.all, 'list'] as const,
  list: (params: AdPositionListParams) => [...adPositionKeys.lists(), params] as const,
  detail: (id: number) => [...adPositionKeys.all, 'detail', id] as const,
};

/** One ad position by id, null when missing (see findAdPosition). */
export const adPositionQuery = (id: number) =>
  queryOptions({ queryKey: adPositionKeys.detail(id), queryFn: () => findAdPosition(id) });

/** A page of ad positions (used by pickers; the list page itself is a ProTable). */
export const adPositionListQuery = (params: AdPositionListParams) =>
  queryOptions({ queryKey: adPositionKeys.list(params), queryFn: () => listAdPositions(params) });

/**
 * A new callback secret for a rewarded position (extension, issue 28; AdPosManage): the answer is the only one that
 * carries it, in `rewardCallbackSecret`. The old one still signs beside it for 24 hours (`previous_signature`).
 */
export function rotateRewardCallbackSecret(id: number): Promise<AdPosition> {
  return call<AdPosition>('/media/adPosition/callbackSecret/rotate', { id });
}
