import { ArrowLeftOutlined } from '@ant-design/icons';
import { useIntl } from '@umijs/max';
import { Button, Card, Typography } from 'antd';
import type { ReactNode } from 'react';
import LangSelect from '@/components/RightContent/LangSelect';
import styles from './FormPage.less';

/** The frame of the full-page forms (no menu layout): back, title, language, content. */
export default function FormPage({
  title,
  onBack,
  children,
}: {
  title: ReactNode;
  onBack: () => void;
  children: ReactNode;
}) {
  const intl = useIntl();
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <Button type="text" icon={<ArrowLeftOutlined className={styles.backIcon} />} onClick={onBack}>
          {intl.formatMessage({ id: 'team.backToList' })}
        </Button>
        <Typography.Title level={3} className={styles.title}>
          {title}
        </Typography.Title>
        <div className={styles.lang}>
          <LangSelect />
        </div>
      </header>
      <main className={styles.main}>
        <Card>{children}</Card>
      </main>
    </div>
  );
}
