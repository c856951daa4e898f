import type { ChangeDimensionKey, ChangeMover } from '@/contract/typings';
import MoverItem from './MoverItem';
import styles from './WhatChanged.less';

interface Props {
  title: string;
  empty: string;
  testId: string;
  movers: ChangeMover[];
  dimension: ChangeDimensionKey;
  date: string;
  currency: string;
}

/** The falls or the rises of one dimension, largest first. */
export default function MoverList({ title, empty, testId, movers, dimension, date, currency }: Props) {
  const headingId = `${testId}-heading`;
  return (
    <section className={styles.list} data-testid={testId} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.listTitle}>
        {title}
      </h3>
      {movers.length === 0 ? (
        <p className={styles.empty}>{empty}</p>
      ) : (
        <ol className={styles.movers}>
          {movers.map((m) => (
            <MoverItem key={m.key} dimension={dimension} mover={m} date={date} currency={currency} />
          ))}
        </ol>
      )}
    </section>
  );
}
