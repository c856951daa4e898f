import { useCallback, useEffect, useMemo, useState } from 'react';
import type { Material } from '@/contract/typings';
import { canSelect } from '../logic/selection';

/**
 * The bulk selection: ids on the page, or "all matching" (every creative the
 * filters give, on the server). A new query starts without a selection; any
 * change of the page's checkboxes leaves "all matching".
 */
export function useSelection(items: Material[], queryKey: unknown) {
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [allMatching, setAllMatching] = useState(false);
  useEffect(() => {
    setSelected(new Set());
    setAllMatching(false);
  }, [queryKey]);
  const selectable = useMemo(() => items.filter(canSelect), [items]);

  const setIds = useCallback((ids: number[]) => {
    setAllMatching(false);
    setSelected(new Set(ids));
  }, []);
  const toggle = useCallback((id: number, checked: boolean) => {
    setAllMatching(false);
    setSelected((prev) => {
      const next = new Set(prev);
      if (checked) next.add(id);
      else next.delete(id);
      return next;
    });
  }, []);
  const selectPage = useCallback(
    (checked: boolean) => setIds(checked ? selectable.map((m) => m.id) : []),
    [selectable, setIds],
  );
  const clear = useCallback(() => setIds([]), [setIds]);
  /** The server answered for these: they leave the selection (and "all matching" is over). */
  const leave = useCallback((answered: number[]) => {
    setAllMatching(false);
    setSelected((prev) => new Set([...prev].filter((id) => !answered.includes(id))));
  }, []);
  const selectMatching = useCallback(() => {
    setSelected(new Set(selectable.map((m) => m.id)));
    setAllMatching(true);
  }, [selectable]);

  return {
    selected,
    allMatching,
    /** Every selectable creative of the page is selected: "Select all N matching" is offered. */
    pageAll: selectable.length > 0 && selectable.every((m) => selected.has(m.id)),
    selectableCount: selectable.length,
    setIds,
    toggle,
    selectPage,
    selectMatching,
    clear,
    leave,
  };
}
