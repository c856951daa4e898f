import { ArrowLeftOutlined } from '@ant-design/icons';
import { history, Link, useIntl } from '@umijs/max';
import { Button, Divider, Typography } from 'antd';
import type { ReactNode } from 'react';
import { PATHS } from '@/paths';
import LangSelect from '@/components/RightContent/LangSelect';
import { publicUrl } from '@/utils/publicUrl';
import styles from './StandalonePage.less';

/**
 * Chrome of the create pages that render without the menu layout: brand,
 * a back button, the page title and the language switch.
 */
export default function StandalonePage({
  title,
  backTo,
  children,
}: {
  title: string;
  backTo: string;
  children: ReactNode;
}) {
  const intl = useIntl();
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <Link to={PATHS.home} className={styles.brand} aria-label="Media Console">
          <img src={publicUrl('logo.svg')} alt="" width={24} height={24} />
          <span>Media Console</span>
        </Link>
        <Divider type="vertical" />
        <Button
          type="text"
          icon={<ArrowLeftOutlined className={styles.back} />}
          onClick={() => history.push(backTo)}
          aria-label={intl.formatMessage({ id: 'common.back' })}
        />
        <Typography.Title level={4} className={styles.title} ellipsis>
          {title}
        </Typography.Title>
        <LangSelect />
      </header>
      <main className={styles.body}>{children}</main>
    </div>
  );
}
