import { Pagination } from 'antd';
import { useIntl } from '@umijs/max';
import { PAGE_SIZES } from '../constants';
import styles from '../CreativeReviewPage.less';

interface Props {
  current: number;
  pageSize: number;
  total: number;
  /** A new page size goes back to page 1. */
  onChange: (current: number, pageSize: number) => void;
}

/** Server-side paging below both views. */
export default function QueuePager({ current, pageSize, total, onChange }: Props) {
  const intl = useIntl();
  return (
    <div className={styles.pager}>
      <Pagination
        current={current}
        pageSize={pageSize}
        total={total}
        pageSizeOptions={PAGE_SIZES.map(String)}
        showSizeChanger
        showTotal={(n) => intl.formatMessage({ id: 'review.total' }, { total: n })}
        onChange={(page, size) => onChange(size !== pageSize ? 1 : page, size)}
        data-testid="material-pager"
      />
    </div>
  );
}
