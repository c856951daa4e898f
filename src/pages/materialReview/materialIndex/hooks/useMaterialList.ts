import { useCallback, useEffect, useRef, useState } from 'react';
import { listMaterials } from '@/services/material';
import type { Material, PageResult } from '@/services/typings';
import { toListParams, type ListQuery } from '../logic/listParams';

export interface MaterialListState {
  page: PageResult<Material> | null;
  loading: boolean;
  /** The last load failed (the request layer has already told the user why). */
  failed: boolean;
  reload: () => void;
  /** Replaces rows in place after a review, so the queue does not jump under the reviewer. */
  patch: (update: (m: Material) => Material) => void;
}

/** Loads the page of creatives for `query`; only the newest answer is kept. */
export function useMaterialList(query: ListQuery): MaterialListState {
  const [page, setPage] = useState<PageResult<Material> | null>(null);
  const [loading, setLoading] = useState(true);
  const [failed, setFailed] = useState(false);
  const [version, setVersion] = useState(0);
  const seq = useRef(0);

  useEffect(() => {
    const mine = ++seq.current;
    setLoading(true);
    listMaterials(toListParams(query))
      .then((result) => {
        if (mine !== seq.current) return;
        setPage(result);
        setFailed(false);
      })
      .catch(() => {
        if (mine === seq.current) setFailed(true);
      })
      .finally(() => {
        if (mine === seq.current) setLoading(false);
      });
  }, [query, version]);

  const reload = useCallback(() => setVersion((v) => v + 1), []);
  const patch = useCallback((update: (m: Material) => Material) => {
    setPage((p) => (p ? { ...p, list: p.list.map(update) } : p));
  }, []);

  return { page, loading, failed, reload, patch };
}
