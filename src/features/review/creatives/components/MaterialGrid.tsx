import { useRef } from 'react';
import type { Material } from '@/contract/typings';
import { useElementWidth } from '@/hooks/useElementWidth';
import { gridColumns } from '@/utils/tableLayout';
import { PAGE_SIZES } from '../constants';
import MaterialCard, { type CardHandlers } from './MaterialCard';
import styles from './MaterialGrid.less';

/** A card's narrowest width and the gap between cards (px), as in MaterialGrid.less. */
const MIN_CARD = 168;
const GAP = 12;

interface Props extends CardHandlers {
  items: Material[];
  selected: ReadonlySet<number>;
  activeIndex: number;
  busy: boolean;
  canDecide: boolean;
}

/**
 * The grid view: handlers are stable and cards memoized, so one change
 * re-renders one card. A row holds a number of cards that divides every
 * page size (5 at laptop widths for pages of 10, 20, 50): a full page
 * never ends with a half-empty row.
 */
export default function MaterialGrid({ items, selected, activeIndex, busy, canDecide, ...handlers }: Props) {
  const ref = useRef<HTMLDivElement>(null);
  const width = useElementWidth(ref);
  const columns = width > 0 ? gridColumns(width, PAGE_SIZES, MIN_CARD, GAP) : undefined;
  return (
    <div
      ref={ref}
      className={styles.grid}
      data-testid="material-grid"
      data-columns={columns}
      style={columns ? { gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))` } : undefined}
    >
      {items.map((m, index) => (
        <MaterialCard
          key={m.id}
          material={m}
          index={index}
          selected={selected.has(m.id)}
          active={index === activeIndex}
          busy={busy}
          canDecide={canDecide}
          {...handlers}
        />
      ))}
    </div>
  );
}
