import { PageContainer } from '@ant-design/pro-components';
import { Empty, Spin } from 'antd';
import { useAccess, useIntl } from '@umijs/max';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { usePhone } from '@/hooks/usePhone';
import LoadError from '@/components/LoadError';
import { loadMaterialView, saveMaterialView, type MaterialViewMode } from '@/session';
import { feedback } from '@/feedback';
import { RuleFormModal } from '@/features/blocking';
import type { BlockRuleDraft, Material, SortOrder } from '@/contract/typings';
import BulkBar from './creatives/components/BulkBar';
import DetailDrawer from './creatives/components/DetailDrawer';
import FilterBar from './creatives/components/FilterBar';
import HeaderLinks from './creatives/components/HeaderLinks';
import MaterialGrid from './creatives/components/MaterialGrid';
import MaterialTable from './creatives/components/MaterialTable';
import RejectModal from './creatives/components/RejectModal';
import ReviewResultModal from './creatives/components/ReviewResultModal';
import ListToolbar from './creatives/components/ListToolbar';
import QueuePager from './creatives/components/QueuePager';
import PhoneReview from './creatives/components/PhoneReview';
import { useMaterialList } from './creatives/hooks/useMaterialList';
import { useReviewActions } from './creatives/hooks/useReviewActions';
import { useSelection } from './creatives/hooks/useSelection';
import { useQueueCursor } from './creatives/hooks/useQueueCursor';
import { useReviewShortcuts } from './creatives/hooks/useReviewShortcuts';
import {
  DEFAULT_FILTERS,
  DEFAULT_QUERY,
  toFilterParams,
  withFilters,
  type ListQuery,
  type MaterialFilters,
  type QueueSortField,
} from './creatives/logic/listParams';
import type { ShortcutAction } from './creatives/logic/shortcuts';
import type { Decision } from './creatives/logic/reviewSummary';
import { decisionApplies, decisionAppliesToFilter } from './creatives/logic/selection';

/** Creative review (MaterialAuditView): a queue of creatives in a grid or a table, reviewed one by one or in bulk. */
export default function MaterialIndexPage() {
  const intl = useIntl();
  // Reading the queue needs View; approving, rejecting and selecting for them need Manage.
  const canDecide = useAccess().canMaterialAuditManage;
  const f = (id: string, values?: Record<string, number>) => intl.formatMessage({ id }, values);
  const [query, setQuery] = useState<ListQuery>(DEFAULT_QUERY);
  const list = useMaterialList(query);
  const items = useMemo(() => list.page?.list ?? [], [list.page]);
  const [view, setView] = useState<MaterialViewMode>(loadMaterialView);
  const [detailId, setDetailId] = useState<number | null>(null);
  const [detailVersion, setDetailVersion] = useState(0);
  // The one rule form of the page, opened from a creative (drawer, card, row) with its preset.
  const [blockPreset, setBlockPreset] = useState<Partial<BlockRuleDraft> | null>(null);
  const itemsRef = useRef(items);
  itemsRef.current = items;
  const detailRef = useRef(detailId);
  detailRef.current = detailId;

  // On a phone the queue shows one creative at a time (issue 34); a decision on it moves on to the next.
  const phone = usePhone();
  const afterDecision = useRef<(reviewed: number[]) => void>(() => undefined);

  const selection = useSelection(items, query);
  const { leave } = selection;
  const onReviewed = useCallback(
    (answered: number[], reviewed: number[]) => {
      leave(answered);
      if (detailRef.current !== null && reviewed.includes(detailRef.current)) setDetailVersion((v) => v + 1);
      afterDecision.current(reviewed);
    },
    [leave],
  );
  const actions = useReviewActions({ patch: list.patch, confirm: feedback.confirm, onReviewed });
  const { patch: patchRows } = list;
  const onDetailLoaded = useCallback((m: Material) => patchRows((x) => (x.id === m.id ? m : x)), [patchRows]);

  const totalPages = list.page ? Math.max(1, Math.ceil(list.page.total / query.pageSize)) : 1;
  const goToPage = useCallback((current: number) => setQuery((q) => ({ ...q, current })), []);
  const cursor = useQueueCursor({
    items,
    loading: list.loading,
    current: query.current,
    totalPages,
    queryKey: query,
    goToPage,
    detailOpen: detailId !== null,
    showDetail: setDetailId,
  });
  const { active, setActive, step } = cursor;
  // The phone card always shows one: the first of a page until the reviewer moves.
  const shown = phone && active < 0 && items.length ? 0 : active;
  useEffect(() => {
    if (shown !== active) setActive(shown);
  }, [shown, active, setActive]);
  afterDecision.current = (reviewed) => {
    const m = items[active];
    if (phone && m && reviewed.length === 1 && reviewed[0] === m.id && cursor.hasNext) step(1);
  };

  const changeFilters = useCallback((patch: Partial<MaterialFilters>) => setQuery((q) => withFilters(q, patch)), []);
  const resetFilters = useCallback(() => setQuery((q) => ({ ...q, filters: DEFAULT_FILTERS, current: 1 })), []);
  const setSort = useCallback(
    (sortField: QueueSortField, sortOrder: SortOrder) => setQuery((q) => ({ ...q, sortField, sortOrder, current: 1 })),
    [],
  );
  const switchView = (mode: MaterialViewMode) => {
    setView(mode);
    saveMaterialView(mode);
  };

  const open = useCallback((index: number) => {
    const m = itemsRef.current[index];
    if (!m) return;
    setActive(index);
    setDetailId(m.id);
  }, []);
  const { approve, askReject } = actions;
  // A decision from a row's button: that row becomes the active one, then the decision applies to it alone.
  const decideAt = useCallback(
    (decide: (list: Material[]) => void) => (index: number) => {
      const m = itemsRef.current[index];
      if (!m) return;
      setActive(index);
      decide([m]);
    },
    [],
  );
  const approveAt = useMemo(() => decideAt(approve), [decideAt, approve]);
  const rejectAt = useMemo(() => decideAt(askReject), [decideAt, askReject]);

  useReviewShortcuts(
    (action: ShortcutAction) => {
      if (action === 'next' || action === 'prev') return step(action === 'next' ? 1 : -1);
      // With the drawer open, A and R act on the creative shown in it, and only on it.
      const m = detailId !== null ? items.find((x) => x.id === detailId) : items[active];
      if (!m || list.loading) return;
      if (action === 'open') setDetailId(m.id);
      else if (action === 'approve') approve([m]);
      else askReject([m]);
    },
    actions.rejectTargets !== null || actions.outcome !== null,
    canDecide,
  );

  const { selected, toggle } = selection;
  const selectedItems = items.filter((m) => selected.has(m.id));
  const total = list.page?.total ?? 0;
  // "All matching": the decision goes to the server with the filters, for the N the reviewer was shown.
  const matching = selection.allMatching ? { filters: toFilterParams(query.filters), total } : undefined;
  // A decision goes only to the creatives it applies to (not the approved ones for "Approve"): the bar says how many.
  const targets = (d: Decision) => selectedItems.filter((m) => decisionApplies(m, d));
  const applicable = (d: Decision) =>
    matching ? (decisionAppliesToFilter(query.filters.status, d) ? total : 0) : targets(d).length;
  const detailIndex = detailId === null ? -1 : items.findIndex((m) => m.id === detailId);
  const handlers = {
    onActivate: setActive,
    onOpen: open,
    onToggle: toggle,
    onApprove: approveAt,
    onReject: rejectAt,
    onBlock: setBlockPreset,
  };

  return (
    <PageContainer title={f('review.title')} content={f('review.subtitle')} extra={<HeaderLinks />}>
      <FilterBar filters={query.filters} onChange={changeFilters} onReset={resetFilters} />
      {phone ? (
        list.failed && !list.page ? (
          <LoadError variant="result" message={f('review.loadFailed')} onRetry={list.reload} />
        ) : (
          <PhoneReview
            items={items}
            index={shown}
            position={(query.current - 1) * query.pageSize + shown + 1}
            total={total}
            loading={list.loading}
            busy={actions.busy}
            canDecide={canDecide}
            hasPrev={cursor.hasPrev}
            hasNext={cursor.hasNext}
            onStep={step}
            onOpen={open}
            onApprove={approveAt}
            onReject={rejectAt}
          />
        )
      ) : (
        <>
          <ListToolbar
            view={view}
            onView={switchView}
            sortField={query.sortField}
            sortOrder={query.sortOrder}
            onSort={setSort}
            loading={list.loading}
            canDecide={canDecide}
            onRefresh={() => {
              selection.clear();
              list.reload();
            }}
          />
          {canDecide ? (
            <BulkBar
              selectedCount={selected.size}
              selectableCount={selection.selectableCount}
              pageAll={selection.pageAll}
              total={total}
              allMatching={selection.allMatching}
              busy={actions.busy}
              showSelectAll={view === 'grid'}
              onSelectAll={selection.selectPage}
              onSelectMatching={selection.selectMatching}
              approveCount={applicable('approve')}
              rejectCount={applicable('reject')}
              onApprove={() => approve(targets('approve'), matching)}
              onReject={() => askReject(targets('reject'), matching)}
              onClear={selection.clear}
            />
          ) : null}
          {list.failed && !list.page ? (
            <LoadError variant="result" message={f('review.loadFailed')} onRetry={list.reload} />
          ) : view === 'grid' ? (
            <Spin spinning={list.loading}>
              {items.length ? (
                <MaterialGrid
                  items={items}
                  selected={selected}
                  activeIndex={active}
                  busy={actions.busy}
                  canDecide={canDecide}
                  {...handlers}
                />
              ) : (
                <Empty
                  description={list.loading ? f('common.loading') : f('review.empty')}
                  style={{ paddingBlock: 48 }}
                />
              )}
            </Spin>
          ) : (
            <MaterialTable
              items={items}
              loading={list.loading}
              selected={selected}
              activeIndex={active}
              busy={actions.busy}
              sortField={query.sortField}
              sortOrder={query.sortOrder}
              onSort={setSort}
              onSelectionChange={selection.setIds}
              canDecide={canDecide}
              {...handlers}
            />
          )}
          <QueuePager
            current={query.current}
            pageSize={query.pageSize}
            total={total}
            onChange={(current, pageSize) => setQuery((q) => ({ ...q, current, pageSize }))}
          />
        </>
      )}
      <DetailDrawer
        materialId={detailId}
        fallback={detailIndex >= 0 ? items[detailIndex] : undefined}
        version={detailVersion}
        busy={actions.busy}
        canDecide={canDecide}
        hasPrev={cursor.hasPrev}
        hasNext={cursor.hasNext}
        onPrev={() => step(-1)}
        onNext={() => step(1)}
        onClose={() => setDetailId(null)}
        onApprove={(m) => approve([m])}
        onReject={(m) => askReject([m])}
        onLoaded={onDetailLoaded}
        onBlock={setBlockPreset}
      />
      <RuleFormModal
        open={blockPreset !== null}
        preset={blockPreset ?? undefined}
        onClose={() => setBlockPreset(null)}
      />
      <RejectModal
        targets={actions.rejectTargets}
        matchingTotal={actions.rejectMatchingTotal}
        busy={actions.busy}
        onCancel={actions.cancelReject}
        onSubmit={actions.submitReject}
      />
      <ReviewResultModal outcome={actions.outcome} onClose={actions.closeOutcome} />
    </PageContainer>
  );
}
