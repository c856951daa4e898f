/**
 * Closed value sets and limits of apps and ad positions (docs/api.md, Apps
 * and Ad positions). The server checks every one of them again; the console
 * checks first so that most mistakes are caught before a round trip.
 */
import type { AppReviewStatus, Currency } from '@/services/typings';

export {
  AD_TYPES,
  APP_CATEGORIES,
  BANNER_SIZES,
  FREQUENCY_CAP_PERIODS as CAP_PERIODS,
  NATIVE_TEMPLATES,
  ORIENTATIONS,
  PLATFORMS,
  APP_REVIEW_STATUSES as REVIEW_STATUSES,
} from '@/services/values';
export const REVIEW_COLORS: Record<AppReviewStatus, string> = {
  pending: 'processing',
  approved: 'success',
  rejected: 'error',
  suspended: 'warning',
};

/**
 * Floor prices are in the platform's settlement currency: the contract types
 * them as USD (services/typings.ts, AdPosition.floorPrice) and the account's
 * read-only `currency` is USD for every publisher.
 */
export const PRICE_CURRENCY: Currency = 'USD';

export const LIMITS = {
  appName: 80,
  packageName: 150,
  storeUrl: 500,
  description: 500,
  adPositionName: 80,
  rewardName: 30,
  rewardAmountMax: 1_000_000,
  floorPriceMax: 1000,
  capCountMax: 1000,
} as const;
