import type { Material } from '@/services/typings';
import MaterialCard, { type CardHandlers } from './MaterialCard';
import styles from './MaterialGrid.less';

interface Props extends CardHandlers {
  items: Material[];
  selected: ReadonlySet<number>;
  activeIndex: number;
  busy: boolean;
}

/** The grid view: handlers are stable and cards memoized, so one change re-renders one card. */
export default function MaterialGrid({ items, selected, activeIndex, busy, ...handlers }: Props) {
  return (
    <div className={styles.grid} data-testid="material-grid">
      {items.map((m, index) => (
        <MaterialCard
          key={m.id}
          material={m}
          index={index}
          selected={selected.has(m.id)}
          active={index === activeIndex}
          busy={busy}
          {...handlers}
        />
      ))}
    </div>
  );
}
