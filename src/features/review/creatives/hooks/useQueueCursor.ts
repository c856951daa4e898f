import { useCallback, useEffect, useRef, useState } from 'react';
import type { Material } from '@/contract/typings';
import { stepQueue } from '../logic/shortcuts';

interface Options {
  items: Material[];
  loading: boolean;
  current: number;
  totalPages: number;
  /** Changes whenever a new list is asked for (filters, page, sort). */
  queryKey: unknown;
  goToPage: (current: number) => void;
  /** Follows the cursor while the drawer is open. */
  detailOpen: boolean;
  showDetail: (id: number) => void;
}

/**
 * The reviewer's place in the queue: the active creative on the page, moved
 * by J/K (across page boundaries too) and kept in view.
 */
export function useQueueCursor({
  items,
  loading,
  current,
  totalPages,
  queryKey,
  goToPage,
  detailOpen,
  showDetail,
}: Options) {
  const [active, setActive] = useState(-1);
  /** Where the cursor goes once the next page arrives (J/K across a page boundary). */
  const pending = useRef<'first' | 'last' | null>(null);

  useEffect(() => setActive(-1), [queryKey]);

  useEffect(() => {
    const target = pending.current;
    if (!target || loading) return;
    pending.current = null;
    const index = target === 'first' ? 0 : items.length - 1;
    setActive(items.length ? index : -1);
    if (detailOpen && items[index]) showDetail(items[index].id);
    // Runs when a page arrives; the drawer state is read at that moment only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [items, loading]);

  useEffect(() => {
    const m = items[active];
    if (!m) return;
    document.querySelector(`[data-id="${m.id}"], tr[data-row-key="${m.id}"]`)?.scrollIntoView?.({ block: 'nearest' });
  }, [active, items]);

  const step = useCallback(
    (dir: 1 | -1) => {
      const to = stepQueue({ index: active, count: items.length, current, totalPages }, dir);
      if (!to) return;
      if (to.current !== current) {
        pending.current = to.index as 'first' | 'last';
        goToPage(to.current);
        return;
      }
      setActive(to.index as number);
      if (detailOpen) showDetail(items[to.index as number].id);
    },
    [active, items, current, totalPages, goToPage, detailOpen, showDetail],
  );

  return {
    active,
    setActive,
    step,
    hasPrev: active > 0 || current > 1,
    hasNext: active < items.length - 1 || current < totalPages,
  };
}
