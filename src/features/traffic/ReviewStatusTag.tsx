import { QuestionCircleOutlined } from '@ant-design/icons';
import { Space, Tag, Tooltip, Typography } from 'antd';
import type { AppReviewStatus } from '@/contract/typings';
import { REVIEW_COLORS, REVIEW_STATUSES } from './constants';
import { useTrafficText } from './useTrafficText';

/** A review status with what it means; the reviewer's reason (server text) shown as text. */
export function ReviewStatusTag({ status, reason }: { status: AppReviewStatus; reason?: string | null }) {
  const text = useTrafficText();
  const tip = (
    <div>
      <div>{text.reviewHelp(status)}</div>
      {reason ? <div>{text.t('app.reviewReason', { reason })}</div> : null}
    </div>
  );
  return (
    <Tooltip title={tip}>
      <Tag color={REVIEW_COLORS[status]} tabIndex={0} data-review={status}>
        {text.review(status)}
      </Tag>
    </Tooltip>
  );
}

/** The legend of every review status, for a column title or a form note. */
export function ReviewStatusLegend() {
  const text = useTrafficText();
  const legend = (
    <Space direction="vertical" size={4}>
      {REVIEW_STATUSES.map((s) => (
        <div key={s}>
          <Tag color={REVIEW_COLORS[s]}>{text.review(s)}</Tag>
          <Typography.Text style={{ color: 'inherit' }}>{text.reviewHelp(s)}</Typography.Text>
        </div>
      ))}
    </Space>
  );
  return (
    <Tooltip title={legend} styles={{ root: { maxWidth: 420 } }}>
      <QuestionCircleOutlined
        role="img"
        aria-label={text.t('app.review.legend')}
        tabIndex={0}
        style={{ marginInlineStart: 4, cursor: 'help' }}
      />
    </Tooltip>
  );
}
