import { SearchOutlined } from '@ant-design/icons';
import { useMutation } from '@tanstack/react-query';
import { Alert, Button, Form, Input, Space, Typography } from 'antd';
import { useState } from 'react';
import { BizError } from '@/services/errors';
import { lookupStore } from '@/features/traffic/api';
import type { Platform, StoreListing } from '@/contract/typings';
import type { AppFormValues } from './AppFields';
import AppIcon from './AppIcon';
import { useTrafficText } from './useTrafficText';

type Outcome = { kind: 'found'; listing: StoreListing } | { kind: 'notFound' } | { kind: 'error'; message: string };

const INPUT_ID = 'app-store-lookup';

/**
 * "Find in the store": a store URL or a package / bundle ID looked up in the
 * store (the server's answer); a hit fills platform, package, store URL,
 * name, icon and category, which stay editable. Not found leaves the form as
 * it is and points at "Not published yet". Must sit inside the app form.
 */
export default function StoreLookup({ onFilled }: { onFilled?: () => void }) {
  const { t, sentence } = useTrafficText();
  const form = Form.useFormInstance<AppFormValues>();
  const platform = Form.useWatch('platform', form) as Platform | undefined;
  const [query, setQuery] = useState('');
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const lookup = useMutation({
    mutationFn: (q: string) => lookupStore(q, platform),
    onSuccess: ({ listing }) => {
      if (!listing) {
        setOutcome({ kind: 'notFound' });
        return;
      }
      form.setFieldsValue({
        platform: listing.platform,
        packageName: listing.packageName,
        storeUrl: listing.storeUrl,
        unpublished: false,
        name: listing.name,
        category: listing.category,
        iconUrl: listing.iconUrl,
      });
      // Clears messages of the fields just filled (and shows any the listing itself breaks, such as a long name).
      void form.validateFields(['name', 'packageName', 'storeUrl', 'category']).catch(() => undefined);
      setOutcome({ kind: 'found', listing });
      onFilled?.();
    },
    onError: (e) => {
      const message = e instanceof BizError ? e.fieldErrors?.query : undefined;
      setOutcome(message ? { kind: 'error', message: String(message) } : null);
    },
  });

  const run = () => {
    const q = query.trim();
    if (!q) {
      setOutcome({ kind: 'error', message: t('app.lookup.empty') });
      return;
    }
    lookup.mutate(q);
  };

  return (
    <Form.Item
      label={t('app.lookup.label')}
      htmlFor={INPUT_ID}
      extra={t('app.lookup.help')}
      validateStatus={outcome?.kind === 'error' ? 'error' : undefined}
      help={outcome?.kind === 'error' ? outcome.message : undefined}
    >
      <Space.Compact style={{ width: '100%' }}>
        <Input
          id={INPUT_ID}
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          // Enter looks up; it never submits the app form.
          onPressEnter={(e) => {
            e.preventDefault();
            run();
          }}
          placeholder={t('app.lookup.placeholder')}
          autoComplete="off"
          spellCheck={false}
          dir="ltr"
          maxLength={500}
        />
        <Button icon={<SearchOutlined />} loading={lookup.isPending} onClick={run}>
          {t('app.lookup.button')}
        </Button>
      </Space.Compact>
      {outcome?.kind === 'found' ? (
        <Space style={{ marginBlockStart: 8 }} data-testid="store-lookup-found" role="status">
          <AppIcon url={outcome.listing.iconUrl} name={outcome.listing.name} size={40} />
          <Space direction="vertical" size={0}>
            <Typography.Text strong>{sentence('app.lookup.found', { name: outcome.listing.name })}</Typography.Text>
            <Typography.Text type="secondary">
              {sentence('app.lookup.developer', { developer: outcome.listing.developer })}
            </Typography.Text>
          </Space>
        </Space>
      ) : null}
      {outcome?.kind === 'notFound' ? (
        <Alert
          type="info"
          showIcon
          role="status"
          style={{ marginBlockStart: 8 }}
          message={t('app.lookup.notFound')}
          data-testid="store-lookup-not-found"
        />
      ) : null}
    </Form.Item>
  );
}
