import { isolate } from '@/components/text/isolate';
import type { AdPosition } from '@/contract/typings';
import { EMPTY, formatInteger } from '@/utils/format';
import type { TrafficText } from './useTrafficText';

/** The one setting that shapes an ad position: banner size, native template, reward or splash orientation. */
export function formatShape(p: AdPosition, text: TrafficText): string {
  switch (p.adType) {
    case 'banner':
      return p.bannerSize ?? EMPTY;
    case 'native':
      return p.nativeTemplate ? text.nativeTemplate(p.nativeTemplate) : EMPTY;
    case 'splash':
      return p.orientation ? text.orientation(p.orientation) : EMPTY;
    case 'rewarded':
      return p.rewardName
        ? text.t('adPosition.reward', { name: isolate(p.rewardName), amount: formatInteger(p.rewardAmount) })
        : EMPTY;
    default:
      return EMPTY;
  }
}

export function formatCap(p: AdPosition, text: TrafficText): string {
  if (!p.frequencyCap) return text.t('adPosition.cap.none');
  return text.t(`adPosition.cap.value.${p.frequencyCap.period}`, { count: formatInteger(p.frequencyCap.count) });
}
