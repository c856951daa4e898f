import { useMemo } from 'react';
import { useSentence } from '@/components/text';
import { useT } from '@/hooks/useT';
import type {
  AdType,
  AppCategory,
  AppReviewStatus,
  EnabledStatus,
  FrequencyCap,
  NativeTemplate,
  Orientation,
  Platform,
} from '@/contract/typings';

/** Display names of the closed value sets of apps and ad positions, in the user's language. */
export function useTrafficText() {
  const t = useT();
  const sentence = useSentence();
  return useMemo(() => {
    return {
      t,
      /** A sentence quoting server names, each isolated in its own direction (see useSentence). */
      sentence,
      platform: (p: Platform) => t(`app.platform.${p}`),
      category: (c: AppCategory) => t(`app.category.${c}`),
      review: (s: AppReviewStatus) => t(`app.review.${s}`),
      reviewHelp: (s: AppReviewStatus) => t(`app.reviewHelp.${s}`),
      adType: (a: AdType) => t(`adPosition.type.${a}`),
      nativeTemplate: (n: NativeTemplate) => t(`adPosition.template.${n}`),
      orientation: (o: Orientation) => t(`adPosition.orientation.${o}`),
      capPeriod: (p: FrequencyCap['period']) => t(`adPosition.cap.per.${p}`),
      status: (s: EnabledStatus) => t(s === 'enabled' ? 'common.enabled' : 'common.disabled'),
    };
  }, [t, sentence]);
}

export type TrafficText = ReturnType<typeof useTrafficText>;
