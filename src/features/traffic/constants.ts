/**
 * Closed value sets and limits of apps and ad positions (docs/api.md, Apps
 * and Ad positions). The server checks every one of them again; the console
 * checks first so that most mistakes are caught before a round trip.
 */
import type { AppReviewStatus, Currency } from '@/contract/typings';

export {
  AD_TYPES,
  APP_CATEGORIES,
  BANNER_SIZES,
  FREQUENCY_CAP_PERIODS as CAP_PERIODS,
  NATIVE_TEMPLATES,
  ORIENTATIONS,
  PLATFORMS,
  APP_REVIEW_STATUSES as REVIEW_STATUSES,
} from '@/contract/values';
export const REVIEW_COLORS: Record<AppReviewStatus, string> = {
  pending: 'processing',
  approved: 'success',
  rejected: 'error',
  suspended: 'warning',
};

/**
 * Floor prices are in the platform's settlement currency: the contract types
 * them as USD (contract/typings.ts, AdPosition.floorPrice) and the account's
 * read-only `currency` is USD for every publisher.
 */
export const PRICE_CURRENCY: Currency = 'USD';

/** Field limits of apps and ad positions: the contract's (openapi.yaml `x-limit`). */
export { LIMITS } from '@/contract/limits';
