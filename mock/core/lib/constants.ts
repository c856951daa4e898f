/** Closed value sets used by more than one area. */
import type { Platform } from '../../../src/services/typings';

// The contract's value sets live with the console's services (src/services/values.ts).
export {
  AD_TYPES as AD_TYPES_LIST,
  APP_CATEGORIES as CATEGORIES,
  GROUP_BY_KEYS,
  METRIC_KEYS,
} from '../../../src/services/values';

export const PLATFORMS: readonly Platform[] = ['ios', 'android'];
