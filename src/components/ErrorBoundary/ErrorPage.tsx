import { CloseCircleFilled, WarningFilled } from '@ant-design/icons';
import { getIntl } from '@umijs/max';
import { Button, theme } from 'antd';

/**
 * Full-page error with a reload button; texts from the locale files. It uses
 * the global intl object because it may render above the locale provider.
 * Plain markup rather than antd's Result: this page is part of the first
 * load (and must show when chunks cannot be fetched), Result's pictures are not.
 */
export default function ErrorPage({ kind }: { kind: 'chunk' | 'render' }) {
  const intl = getIntl();
  const { token } = theme.useToken();
  const Icon = kind === 'chunk' ? WarningFilled : CloseCircleFilled;
  return (
    <div role="alert" style={{ padding: '48px 32px', textAlign: 'center' }}>
      <Icon style={{ fontSize: 72, color: kind === 'chunk' ? token.colorWarning : token.colorError }} />
      <h1 style={{ margin: '24px 0 8px', fontSize: 24, fontWeight: 400, color: token.colorTextHeading }}>
        {intl.formatMessage({ id: `error.${kind}.title` })}
      </h1>
      <p style={{ margin: '0 0 24px', color: token.colorTextDescription }}>
        {intl.formatMessage({ id: `error.${kind}.desc` })}
      </p>
      <Button type="primary" onClick={() => window.location.reload()}>
        {intl.formatMessage({ id: 'error.reload' })}
      </Button>
    </div>
  );
}
