import { PlusOutlined } from '@ant-design/icons';
import type { ActionType } from '@ant-design/pro-components';
import { Badge, Button, Empty } from 'antd';
import type { MutableRefObject } from 'react';
import { useT } from '@/hooks/useT';

/** What ProTable hands the apps and ad-positions lists' request: its page and the search form's fields (keyword first). */
export interface ListSearchParams extends Record<string, unknown> {
  current?: number;
  pageSize?: number;
  keyword?: string;
}

type State = 'noMatch' | 'invite' | 'none';
// Each kind's keys written with their fixed start, so that the locale check (every message is used) sees them.
const WORDS = {
  app: { empty: (s: State) => `app.empty.${s}`, create: 'app.create' },
  adPosition: { empty: (s: State) => `adPosition.empty.${s}`, create: 'adPosition.create' },
};

interface Props {
  /** The list's locale prefix: `<kind>.empty.*` and `<kind>.create`. */
  kind: 'app' | 'adPosition';
  /** The filters hide every row (rather than there being none yet). */
  filtered: boolean;
  canCreate: boolean;
  onCreate: () => void;
}

/** The empty state of the apps and ad-positions lists: no match, or none yet with the create button for those who may. */
export function ListEmpty({ kind, filtered, canCreate, onCreate }: Props) {
  const t = useT();
  const invite = !filtered && canCreate;
  const description = t(WORDS[kind].empty(filtered ? 'noMatch' : canCreate ? 'invite' : 'none'));
  return (
    // A region named by what it says, so what it offers (the create button) is found inside it.
    <div role="region" aria-label={description}>
      <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={description}>
        {invite ? (
          <Button type="primary" icon={<PlusOutlined />} onClick={onCreate}>
            {t(WORDS[kind].create)}
          </Button>
        ) : null}
      </Empty>
    </div>
  );
}

/** A row's switch: write, then show the list as the server has it now. A failed write was reported by the request layer. */
export async function writeThenReload(write: Promise<unknown>, actionRef: MutableRefObject<ActionType | undefined>) {
  try {
    await write;
    await actionRef.current?.reload();
  } catch {
    // The request layer has told the user.
  }
}

/**
 * The "More filters" toggle of a list's search form (issue 33): the rare filters fold behind it, with a
 * count of those set so that a folded filter is never forgotten. ProTable's `search.collapseRender`.
 */
export function moreFiltersToggle(t: (key: string) => string, active: number) {
  return function MoreFilters(collapsed: boolean) {
    return (
      <span data-testid="more-filters">
        {t(collapsed ? 'pro.tableForm.collapsed' : 'pro.tableForm.expand')}
        {collapsed && active ? (
          <Badge count={active} size="small" color="blue" style={{ marginInlineStart: 4 }} aria-hidden />
        ) : null}
      </span>
    );
  };
}

/**
 * Puts a list's filters and page in the address without a navigation: through the browser's history
 * directly, so the router (and a table keyed on the address) does not see it and nothing re-renders.
 * Only while `path` is the page shown.
 */
export function keepInAddress(path: string, search: string): void {
  const { pathname } = window.location;
  if (!pathname.endsWith(path) || window.location.search === search) return;
  window.history.replaceState(window.history.state, '', `${pathname}${search}`);
}
