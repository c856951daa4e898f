import { Alert, List, Modal, Typography } from 'antd';
import { useIntl } from '@umijs/max';
import type { ReviewOutcome } from '../logic/reviewSummary';

/** After a bulk review with failures: how many succeeded, and which failed (id, title, server reason). */
export default function ReviewResultModal({
  outcome,
  onClose,
}: {
  outcome: ReviewOutcome | null;
  onClose: () => void;
}) {
  const intl = useIntl();
  return (
    <Modal
      open={!!outcome}
      title={intl.formatMessage({ id: 'review.result.title' })}
      onCancel={onClose}
      onOk={onClose}
      okText={intl.formatMessage({ id: 'common.ok' })}
      cancelButtonProps={{ style: { display: 'none' } }}
      destroyOnHidden
    >
      {outcome ? (
        <div data-testid="review-result">
          <Alert
            type={outcome.succeeded.length ? 'warning' : 'error'}
            showIcon
            message={intl.formatMessage(
              { id: 'review.result.summary' },
              { ok: outcome.succeeded.length, failed: outcome.failed.length },
            )}
            style={{ marginBlockEnd: 12 }}
          />
          <Typography.Text strong>{intl.formatMessage({ id: 'review.result.failedList' })}</Typography.Text>
          <List
            size="small"
            dataSource={outcome.failed}
            rowKey="id"
            style={{ maxHeight: 320, overflow: 'auto' }}
            renderItem={(item) => (
              <List.Item data-testid="review-failed-item" data-id={item.id}>
                <List.Item.Meta
                  title={
                    <span style={{ wordBreak: 'break-word' }}>
                      #{item.id} {item.title}
                    </span>
                  }
                  description={item.reason ?? intl.formatMessage({ id: 'review.result.unknownReason' })}
                />
              </List.Item>
            )}
          />
        </div>
      ) : null}
    </Modal>
  );
}
