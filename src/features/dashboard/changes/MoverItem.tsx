import { Link } from '@umijs/max';
import type { ChangeDimensionKey, ChangeMover } from '@/contract/typings';
import { isolateFigure, Name } from '@/components/text';
import { useT } from '@/hooks/useT';
import { formatCountry, formatPercent, formatSignedMoney } from '@/utils/format';
import { causeFigure, moverHref } from './causes';
import styles from './WhatChanged.less';

interface Props {
  dimension: ChangeDimensionKey;
  mover: ChangeMover;
  /** The day the line's report shows. */
  date: string;
  currency: string;
}

/** What names the mover: a name a person typed (isolated), or a country's or ad type's name in the user's language. */
function MoverName({ dimension, mover }: Pick<Props, 'dimension' | 'mover'>) {
  const t = useT();
  if (dimension === 'country') return <>{formatCountry(mover.country)}</>;
  if (dimension === 'adType') return <>{t(`dashboard.adType.${mover.adType}`)}</>;
  if (dimension === 'app') return <Name>{mover.name}</Name>;
  return (
    <>
      <Name>{mover.appName}</Name> · <Name>{mover.name}</Name>
    </>
  );
}

/**
 * One mover: its name (a link into the settlement report of the day, filtered to it, with the week-before
 * comparison on), its change in money and share of the falls or rises, its main cause as before → after, and
 * the change split into its four causes, which add up to the change.
 */
export default function MoverItem({ dimension, mover, date, currency }: Props) {
  const t = useT();
  const fell = mover.change < 0;
  const main = mover.mainCause;
  return (
    <li className={styles.mover} data-testid="change-mover" data-key={mover.key} data-cause={main}>
      <div className={styles.moverHead}>
        <Link to={moverHref(dimension, mover, date)} className={styles.moverName}>
          <MoverName dimension={dimension} mover={mover} />
        </Link>
        <span className={fell ? styles.down : styles.up}>
          {isolateFigure(formatSignedMoney(mover.change, currency))}
        </span>
      </div>
      <div className={styles.cause}>
        {t(`dashboard.changes.cause.${main}`, {
          from: isolateFigure(causeFigure(main, mover.previous, currency)),
          to: isolateFigure(causeFigure(main, mover.current, currency)),
        })}
        <span className={styles.share}>
          {' · '}
          {t(fell ? 'dashboard.changes.shareOfFalls' : 'dashboard.changes.shareOfRises', {
            // A small share keeps a decimal: "0.1% of the falls", not "0%".
            share: isolateFigure(formatPercent(mover.share, mover.share < 0.01 ? 1 : 0)),
          })}
        </span>
      </div>
      <div className={styles.parts}>
        {mover.causes.map((c, i) => (
          <span key={c.cause}>
            {i > 0 && ' · '}
            <span className={styles.part}>
              {t(`dashboard.changes.causeName.${c.cause}`)} {isolateFigure(formatSignedMoney(c.change, currency))}
            </span>
          </span>
        ))}
      </div>
    </li>
  );
}
