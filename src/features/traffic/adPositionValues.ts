/**
 * Between the ad-position form and the API: the form keeps every type's
 * fields while the user switches types; only the chosen type's fields are
 * sent (the server would ignore the others anyway).
 */
import type {
  AdPosition,
  AdPositionCreateParams,
  AdPositionUpdateParams,
  AdType,
  BannerSize,
  EnabledStatus,
  FrequencyCap,
  NativeTemplate,
  Orientation,
} from '@/contract/typings';

export interface AdPositionFormValues {
  appId?: number;
  name?: string;
  adType?: AdType;
  bannerSize?: BannerSize;
  nativeTemplate?: NativeTemplate;
  rewardName?: string;
  rewardAmount?: number | null;
  /** Rewarded only: the server-side verification callback (empty for none). */
  rewardCallbackUrl?: string;
  orientation?: Orientation;
  floorPrice?: number | null;
  frequencyCap?: { count?: number | null; period?: FrequencyCap['period'] };
  status?: EnabledStatus;
}

export const NEW_AD_POSITION: AdPositionFormValues = {
  adType: 'banner',
  bannerSize: '320x50',
  orientation: 'portrait',
  nativeTemplate: 'feed',
  floorPrice: 0,
  frequencyCap: { count: null, period: 'day' },
  status: 'enabled',
};

type TypeFields = Pick<
  AdPositionCreateParams,
  'bannerSize' | 'nativeTemplate' | 'rewardName' | 'rewardAmount' | 'rewardCallbackUrl' | 'orientation'
>;

function typeFields(adType: AdType, v: AdPositionFormValues): TypeFields {
  switch (adType) {
    case 'banner':
      return { bannerSize: v.bannerSize };
    case 'native':
      return { nativeTemplate: v.nativeTemplate };
    case 'rewarded':
      return {
        rewardName: v.rewardName?.trim(),
        rewardAmount: v.rewardAmount ?? undefined,
        // Sent only when given; an update that empties the field sends "" to remove it (see toUpdateParams).
        ...(v.rewardCallbackUrl?.trim() ? { rewardCallbackUrl: v.rewardCallbackUrl.trim() } : {}),
      };
    case 'splash':
      return { orientation: v.orientation };
    default:
      return {};
  }
}

/** An empty count means "no cap". */
function capOf(v: AdPositionFormValues): FrequencyCap | null {
  const count = v.frequencyCap?.count;
  if (count === null || count === undefined) return null;
  return { count, period: v.frequencyCap?.period ?? 'day' };
}

export function toCreateParams(appId: number, v: AdPositionFormValues): AdPositionCreateParams {
  const adType = v.adType as AdType;
  return {
    appId,
    name: (v.name ?? '').trim(),
    adType,
    ...typeFields(adType, v),
    floorPrice: v.floorPrice ?? 0,
    frequencyCap: capOf(v),
    status: v.status ?? 'enabled',
  };
}

/** appId and adType are fixed once created, so they are not sent. */
export function toUpdateParams(id: number, adType: AdType, v: AdPositionFormValues): AdPositionUpdateParams {
  return {
    id,
    name: (v.name ?? '').trim(),
    ...(adType === 'rewarded' ? { rewardCallbackUrl: '' } : {}),
    ...typeFields(adType, v),
    floorPrice: v.floorPrice ?? 0,
    frequencyCap: capOf(v),
    status: v.status ?? 'enabled',
  };
}

export function toFormValues(p: AdPosition): AdPositionFormValues {
  return {
    ...NEW_AD_POSITION,
    appId: p.appId,
    name: p.name,
    adType: p.adType,
    ...(p.bannerSize ? { bannerSize: p.bannerSize } : {}),
    ...(p.nativeTemplate ? { nativeTemplate: p.nativeTemplate } : {}),
    ...(p.orientation ? { orientation: p.orientation } : {}),
    rewardName: p.rewardName ?? undefined,
    rewardAmount: p.rewardAmount,
    rewardCallbackUrl: p.rewardCallbackUrl ?? '',
    floorPrice: p.floorPrice,
    frequencyCap: { count: p.frequencyCap?.count ?? null, period: p.frequencyCap?.period ?? 'day' },
    status: p.status,
  };
}
