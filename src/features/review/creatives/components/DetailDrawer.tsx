import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import {
  Button,
  type ButtonProps,
  ConfigProvider,
  Descriptions,
  Divider,
  Drawer,
  Space,
  Tooltip,
  Typography,
} from 'antd';
import { useIntl } from '@umijs/max';
import { useQuery } from '@tanstack/react-query';
import { useContext, useEffect } from 'react';
import { materialQuery } from '@/features/review/api';
import type { BlockRuleDraft, Material } from '@/contract/typings';
import { safePreviewSrc, safeVideoSrc } from '../logic/preview';
import type { Decision } from '../logic/reviewSummary';
import { decisionApplies } from '../logic/selection';
import { ariaKey, shortcutHint } from './hint';
import BlockMenu from './BlockMenu';
import { detailFields } from './DetailFields';
import ReviewHistory from './ReviewHistory';
import StatusTag from './StatusTag';
import Thumbnail from './Thumbnail';
import VideoPreview from './VideoPreview';

interface Props {
  /** The creative shown; the drawer is open while it is set. */
  materialId: number | null;
  /** The list's copy, shown until the server's answer arrives. */
  fallback?: Material;
  /** Bumped after a review of this creative (its detail and history are read again: useReview); the history goes back to its first page. */
  version: number;
  busy: boolean;
  /** MaterialAuditManage: without it the drawer has no decision buttons. */
  canDecide: boolean;
  hasPrev: boolean;
  hasNext: boolean;
  onPrev: () => void;
  onNext: () => void;
  onClose: () => void;
  onApprove: (m: Material) => void;
  onReject: (m: Material) => void;
  onLoaded: (m: Material) => void;
  /** Opens the page's rule form with this preset (Block this advertiser / domain / category). */
  onBlock: (preset: Partial<BlockRuleDraft>) => void;
}

const PREVIEW_WIDTH = 520;
const PREVIEW_HEIGHT = 320;

export default function DetailDrawer(props: Props) {
  const {
    materialId,
    fallback,
    version,
    busy,
    canDecide,
    hasPrev,
    hasNext,
    onPrev,
    onNext,
    onClose,
    onApprove,
    onReject,
    onLoaded,
    onBlock,
  } = props;
  const intl = useIntl();
  const f = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const { direction } = useContext(ConfigProvider.ConfigContext);
  const { data: loaded } = useQuery({ ...materialQuery(materialId ?? 0), enabled: materialId !== null });

  // The server's copy replaces the list's row.
  useEffect(() => {
    if (loaded) onLoaded(loaded);
    // onLoaded is stable in the page; this runs for each new answer only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [loaded]);

  const m = loaded?.id === materialId ? loaded : fallback?.id === materialId ? fallback : undefined;

  // Previous points to the inline start and next to the inline end: the arrows swap in right-to-left pages.
  const stepButton = (action: 'prev' | 'next', onClick: () => void, enabled: boolean) => (
    <Tooltip title={shortcutHint(intl, action)}>
      <Button
        icon={(action === 'prev') !== (direction === 'rtl') ? <LeftOutlined /> : <RightOutlined />}
        onClick={onClick}
        disabled={!enabled}
        aria-label={f(action === 'prev' ? 'review.action.previous' : 'review.action.next')}
        aria-keyshortcuts={ariaKey(action)}
      />
    </Tooltip>
  );

  // Reject and Approve at the foot, with their shortcuts; a decision the creative cannot take is disabled.
  const decisionButton = (material: Material, decision: Decision, look: ButtonProps) => (
    <Tooltip title={shortcutHint(intl, decision)}>
      <Button
        {...look}
        onClick={() => (decision === 'approve' ? onApprove : onReject)(material)}
        aria-keyshortcuts={ariaKey(decision)}
        data-testid={`drawer-${decision}`}
      >
        {f(`review.action.${decision}`)}
      </Button>
    </Tooltip>
  );

  return (
    <Drawer
      open={materialId !== null}
      onClose={onClose}
      // The drawer comes from the inline end: right in left-to-right pages, left in right-to-left ones.
      placement={direction === 'rtl' ? 'left' : 'right'}
      width={600}
      destroyOnHidden
      data-testid="material-drawer"
      title={
        <Space size={8} wrap>
          <span>{f('review.drawer.title', { id: materialId ?? '' })}</span>
          {m ? <StatusTag status={m.status} /> : null}
        </Space>
      }
      extra={
        <Space size={4}>
          {stepButton('prev', onPrev, hasPrev)}
          {stepButton('next', onNext, hasNext)}
        </Space>
      }
      footer={
        m && canDecide ? (
          <Space style={{ width: '100%', justifyContent: 'flex-end' }}>
            <BlockMenu material={m} onPick={onBlock} />
            {decisionButton(m, 'reject', { danger: true, disabled: busy || !decisionApplies(m, 'reject') })}
            {decisionButton(m, 'approve', { type: 'primary', loading: busy, disabled: !decisionApplies(m, 'approve') })}
          </Space>
        ) : null
      }
    >
      {m ? <DetailBody m={m} version={version} /> : null}
    </Drawer>
  );
}

function DetailBody({ m, version }: { m: Material; version: number }) {
  const intl = useIntl();
  const f = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const alt = f('review.previewAlt', { id: m.id });
  const poster = safePreviewSrc(m.previewUrl);
  return (
    <>
      <div
        style={{ display: 'flex', justifyContent: 'center', padding: 12, background: '#fafafa', borderRadius: 8 }}
        data-testid="drawer-preview"
      >
        {m.format === 'video' ? (
          <VideoPreview
            poster={poster}
            src={safeVideoSrc(m)}
            size={m.size}
            alt={alt}
            maxWidth={PREVIEW_WIDTH}
            maxHeight={PREVIEW_HEIGHT}
          />
        ) : (
          <Thumbnail material={m} maxWidth={PREVIEW_WIDTH} maxHeight={PREVIEW_HEIGHT} alt={alt} eager />
        )}
      </div>
      <Typography.Title
        level={5}
        style={{ marginBlock: 16, wordBreak: 'break-word' }}
        data-testid="drawer-title"
        dir="auto"
      >
        {m.title}
      </Typography.Title>
      <Descriptions column={1} size="small" bordered styles={{ label: { width: 150 } }} items={detailFields(m, f)} />
      <Divider orientation="start" orientationMargin={0}>
        {f('review.history.title')}
      </Divider>
      <ReviewHistory materialId={m.id} version={version} />
    </>
  );
}
