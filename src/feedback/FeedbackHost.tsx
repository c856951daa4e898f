import { useEffect, useState, useSyncExternalStore, type ComponentType } from 'react';
import { feedbackUnavailable, feedbackWanted, subscribeFeedbackWanted } from './index';

let holders: Promise<{ default: ComponentType }> | undefined;

/**
 * Mounted by AppProviders, inside the theme, antd locale and direction:
 * renders nothing until the first feedback call, then loads and mounts
 * antd's message, notification and modal holders (./Holders, its own chunk).
 */
export default function FeedbackHost() {
  const wanted = useSyncExternalStore(subscribeFeedbackWanted, feedbackWanted, () => false);
  const [Holders, setHolders] = useState<ComponentType | null>(null);

  useEffect(() => {
    if (!wanted || Holders) return undefined;
    let live = true;
    holders ??= import('./Holders');
    holders.then(
      (m) => live && setHolders(() => m.default),
      () => {
        // A failed chunk leaves nothing to show the texts with; the next call tries again.
        holders = undefined;
        feedbackUnavailable();
      },
    );
    return () => {
      live = false;
    };
  }, [wanted, Holders]);

  return Holders ? <Holders /> : null;
}
