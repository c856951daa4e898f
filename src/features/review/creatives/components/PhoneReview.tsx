import { Button, Empty, Spin } from 'antd';
import { useIntl } from '@umijs/max';
import { useRef, type TouchEvent } from 'react';
import type { Material } from '@/contract/typings';
import { Code, Name } from '@/components/text';
import { decisionApplies } from '../logic/selection';
import styles from './PhoneReview.less';
import { revenueText } from './Delivery';
import StatusTag, { StatusDetail } from './StatusTag';
import Thumbnail from './Thumbnail';
import { ariaKey } from './hint';

interface Props {
  items: Material[];
  /** The creative shown, on this page of the queue. */
  index: number;
  /** Its place in the whole queue (1-based) and the queue's size: "3 of 12". */
  position: number;
  total: number;
  loading: boolean;
  busy: boolean;
  canDecide: boolean;
  hasPrev: boolean;
  hasNext: boolean;
  onStep: (dir: 1 | -1) => void;
  onOpen: (index: number) => void;
  onApprove: (index: number) => void;
  onReject: (index: number) => void;
}

/** How far a finger must travel sideways for a swipe to turn the creative (px). */
const SWIPE = 60;

/**
 * Creative review on a phone (issue 34): one creative at a time with what a decision needs (preview, app, status,
 * 7-day revenue), Approve and Reject as large buttons, Previous and Next (or a swipe), and where it stands in the
 * queue. The keyboard shortcuts of the page work here too.
 */
export default function PhoneReview(props: Props) {
  const { items, index, position, total, loading, busy, canDecide, hasPrev, hasNext, onStep } = props;
  const intl = useIntl();
  const f = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const touch = useRef<{ x: number; y: number } | null>(null);
  const m = items[index];

  const onTouchStart = (e: TouchEvent) => {
    const t = e.touches[0];
    touch.current = t ? { x: t.clientX, y: t.clientY } : null;
  };
  const onTouchEnd = (e: TouchEvent) => {
    const from = touch.current;
    const t = e.changedTouches[0];
    touch.current = null;
    if (!from || !t) return;
    const dx = t.clientX - from.x;
    if (Math.abs(dx) < SWIPE || Math.abs(dx) < Math.abs(t.clientY - from.y)) return;
    // Swiping towards the reading start brings the next one (mirrored in right-to-left pages).
    const rtl = getComputedStyle(e.currentTarget).direction === 'rtl';
    const next = rtl ? dx > 0 : dx < 0;
    if (next ? hasNext : hasPrev) onStep(next ? 1 : -1);
  };

  if (!m)
    return (
      <Spin spinning={loading}>
        <Empty description={loading ? f('common.loading') : f('review.empty')} style={{ paddingBlock: 48 }} />
      </Spin>
    );

  return (
    <section className={styles.phone} data-testid="phone-review" aria-busy={loading || undefined}>
      <div className={styles.count} aria-live="polite" data-testid="phone-position">
        {f('review.phone.position', { index: position, total })}
      </div>
      <article
        className={styles.card}
        data-id={m.id}
        data-testid="phone-creative"
        onTouchStart={onTouchStart}
        onTouchEnd={onTouchEnd}
      >
        <button
          type="button"
          className={styles.preview}
          onClick={() => props.onOpen(index)}
          aria-label={f(m.format === 'video' ? 'review.video.play' : 'review.action.detail')}
        >
          <Thumbnail material={m} maxWidth={300} maxHeight={140} alt={f('review.previewAlt', { id: m.id })} eager />
        </button>
        <h2 className={styles.title} dir="auto" data-testid="material-title">
          {m.title}
        </h2>
        <div className={styles.meta}>
          <Name data-testid="material-advertiser">{m.advertiser}</Name> · <Code>{m.advertiserDomain}</Code>
        </div>
        <dl className={styles.facts}>
          <dt>{f('review.field.app')}</dt>
          <dd>
            <Name data-testid="material-app">{m.appName}</Name> / <Name>{m.adPositionName}</Name>
          </dd>
          <dt>{f('review.field.status')}</dt>
          <dd>
            <StatusTag status={m.status} detail={<StatusDetail material={m} />} />
          </dd>
          <dt>{f('review.field.revenue7d')}</dt>
          <dd data-testid="material-revenue7d">{revenueText(m)}</dd>
        </dl>
      </article>
      {canDecide ? (
        <div className={styles.decide}>
          <Button
            type="primary"
            size="large"
            className={styles.big}
            disabled={busy || !decisionApplies(m, 'approve')}
            onClick={() => props.onApprove(index)}
            aria-keyshortcuts={ariaKey('approve')}
          >
            {f('review.action.approve')}
          </Button>
          <Button
            danger
            size="large"
            className={styles.big}
            disabled={busy || !decisionApplies(m, 'reject')}
            onClick={() => props.onReject(index)}
            aria-keyshortcuts={ariaKey('reject')}
          >
            {f('review.action.reject')}
          </Button>
        </div>
      ) : null}
      <nav className={styles.steps} aria-label={f('review.title')}>
        <Button
          size="large"
          className={styles.big}
          disabled={!hasPrev || loading}
          onClick={() => onStep(-1)}
          aria-keyshortcuts={ariaKey('prev')}
        >
          {f('review.action.previous')}
        </Button>
        <Button
          size="large"
          className={styles.big}
          disabled={!hasNext || loading}
          onClick={() => onStep(1)}
          aria-keyshortcuts={ariaKey('next')}
        >
          {f('review.action.next')}
        </Button>
      </nav>
    </section>
  );
}
