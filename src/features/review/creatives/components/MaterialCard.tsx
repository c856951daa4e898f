import { PlayCircleFilled } from '@ant-design/icons';
import { Button, Checkbox, Tooltip } from 'antd';
import { useIntl } from '@umijs/max';
import { memo } from 'react';
import type { BlockRuleDraft, Material } from '@/contract/typings';
import { formatDateTimeZone } from '@/utils/format';
import { Code, Name } from '@/components/text';
import { notSelectableReason } from '../logic/selection';
import { ariaKey, shortcutHint } from './hint';
import { LandingUrlLine } from './LandingUrl';
import BlockMenu from './BlockMenu';
import DeliveryLine from './Delivery';
import ReviewButtons from './ReviewButtons';
import StatusTag from './StatusTag';
import Thumbnail from './Thumbnail';
import styles from './MaterialGrid.less';

export interface CardHandlers {
  onActivate: (index: number) => void;
  onOpen: (index: number) => void;
  onToggle: (id: number, checked: boolean) => void;
  onApprove: (index: number) => void;
  onReject: (index: number) => void;
  onBlock: (preset: Partial<BlockRuleDraft>) => void;
}

interface Props extends CardHandlers {
  material: Material;
  index: number;
  selected: boolean;
  active: boolean;
  busy: boolean;
  /** MaterialAuditManage: without it no checkbox and no approve/reject buttons. */
  canDecide: boolean;
}

export const THUMB_WIDTH = 230;
export const THUMB_HEIGHT = 140;

/**
 * One creative in the grid. Plain elements and few antd parts, memoized, so
 * a page of 50 stays smooth; every server text is rendered as text.
 */
function MaterialCard({
  material: m,
  index,
  selected,
  active,
  busy,
  canDecide,
  onActivate,
  onOpen,
  onToggle,
  onApprove,
  onReject,
  onBlock,
}: Props) {
  const intl = useIntl();
  const open = () => onOpen(index);
  const duration =
    m.format === 'video' && m.durationSec
      ? intl.formatMessage({ id: 'review.durationValue' }, { seconds: m.durationSec })
      : null;
  const why = notSelectableReason(m);
  const className = [styles.card, active ? styles.active : '', selected ? styles.selected : ''].join(' ');
  return (
    <article
      className={className}
      aria-current={active ? 'true' : undefined}
      aria-label={intl.formatMessage({ id: 'review.drawer.title' }, { id: m.id })}
      data-testid="material-card"
      data-id={m.id}
      onClick={() => onActivate(index)}
      onDoubleClick={open}
    >
      <div className={styles.head}>
        {canDecide && why ? (
          <Tooltip title={intl.formatMessage({ id: why.id }, why.values)}>
            <span data-testid="select-disabled">
              <Checkbox disabled aria-label={intl.formatMessage({ id: 'review.select.one' }, { id: m.id })} />
            </span>
          </Tooltip>
        ) : canDecide ? (
          <Checkbox
            checked={selected}
            onChange={(e) => onToggle(m.id, e.target.checked)}
            aria-label={intl.formatMessage({ id: 'review.select.one' }, { id: m.id })}
          />
        ) : (
          <span />
        )}
        <StatusTag status={m.status} className={styles.status} />
      </div>
      <button
        type="button"
        className={styles.thumb}
        onClick={open}
        aria-label={[
          intl.formatMessage({ id: m.format === 'video' ? 'review.video.play' : 'review.action.detail' }),
          // The name holds the text shown inside the button (WCAG 2.5.3, label in name).
          ...(duration ? [duration] : []),
        ].join(' ')}
      >
        <Thumbnail
          material={m}
          maxWidth={THUMB_WIDTH}
          maxHeight={THUMB_HEIGHT}
          alt={intl.formatMessage({ id: 'review.previewAlt' }, { id: m.id })}
        />
        {m.format === 'video' ? (
          <>
            <PlayCircleFilled className={styles.play} aria-hidden />
            {duration ? <span className={styles.duration}>{duration}</span> : null}
          </>
        ) : null}
      </button>
      <div className={styles.body}>
        <button
          type="button"
          className={styles.title}
          onClick={open}
          title={m.title}
          data-testid="material-title"
          dir="auto"
        >
          {m.title}
        </button>
        {/* Server texts take their own direction (Name, Code): English names stay readable in RTL pages. */}
        <div className={styles.meta} title={`${m.advertiser} · ${m.advertiserDomain}`}>
          <Name data-testid="material-advertiser">{m.advertiser}</Name> · <Code>{m.advertiserDomain}</Code>
        </div>
        <div className={styles.meta}>
          {intl.formatMessage({ id: `review.adType.${m.adType}` })} · {m.size} ·{' '}
          {intl.formatMessage({ id: `review.format.${m.format}` })}
        </div>
        <div className={styles.meta} title={`${m.appName} / ${m.adPositionName}`}>
          <Name data-testid="material-app">{m.appName}</Name> / <Name>{m.adPositionName}</Name>
        </div>
        <LandingUrlLine url={m.landingUrl} className={styles.meta} />
        <div className={styles.meta}>{formatDateTimeZone(m.submittedAt)}</div>
        <DeliveryLine material={m} className={styles.meta} />
      </div>
      <div className={styles.actions}>
        {canDecide ? (
          <>
            <ReviewButtons material={m} index={index} busy={busy} onApprove={onApprove} onReject={onReject} />
            <BlockMenu material={m} onPick={onBlock} compact />
          </>
        ) : null}
        <Button
          size="small"
          type="link"
          onClick={open}
          title={shortcutHint(intl, 'open')}
          aria-keyshortcuts={ariaKey('open')}
        >
          {intl.formatMessage({ id: 'review.action.detail' })}
        </Button>
      </div>
    </article>
  );
}

export default memo(MaterialCard);
