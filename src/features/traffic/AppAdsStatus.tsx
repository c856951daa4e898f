import { ReloadOutlined } from '@ant-design/icons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, Popover, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { Code } from '@/components/text';
import { appKeys, checkAppAds } from '@/features/traffic/api';
import type { App, AppAdsStatus } from '@/contract/typings';
import { formatDateTimeZone } from '@/utils/format';
import AppAdsFix from '@/components/AppAdsFix';
import { useTrafficText } from './useTrafficText';

export const APP_ADS_COLORS: Record<AppAdsStatus, string> = {
  verified: 'success',
  lineMissing: 'warning',
  notFound: 'error',
  unchecked: 'default',
  resellerLine: 'warning',
  otherAccount: 'warning',
};

/**
 * An app's app-ads.txt status; the tag opens what to do: the exact line to
 * add, or the file's line to change and what it must become (AppAdsFix, with a
 * copy button), where the file was looked for, when, and "check again". The
 * server's URL is shown as text, never as a link.
 */
export function AppAdsStatusCell({ app, onChecked }: { app: App; onChecked?: (app: App) => void }) {
  const { t, sentence } = useTrafficText();
  const client = useQueryClient();
  const [open, setOpen] = useState(false);
  const check = useMutation({
    mutationFn: () => checkAppAds(app.id),
    onSuccess: (fresh) => {
      void client.invalidateQueries({ queryKey: appKeys.all });
      onChecked?.(fresh);
    },
  });
  const { status, fileUrl, checkedAt } = app.appAds;
  const details = (
    <Space direction="vertical" size={8} style={{ maxWidth: 440 }} data-testid={`app-ads-details-${app.id}`}>
      <Typography.Text>{t(`app.appAds.help.${status}`)}</Typography.Text>
      {app.website ? (
        <>
          <AppAdsFix state={app.appAds} />
          {fileUrl ? (
            <Typography.Text type="secondary">
              {t('app.appAds.file')} <Code maxWidth={300}>{fileUrl}</Code>
            </Typography.Text>
          ) : null}
          <Typography.Text type="secondary">
            {checkedAt
              ? t('app.appAds.checkedAt', { time: formatDateTimeZone(checkedAt) })
              : t('app.appAds.neverChecked')}
          </Typography.Text>
          <Button size="small" icon={<ReloadOutlined />} loading={check.isPending} onClick={() => check.mutate()}>
            {t('app.appAds.checkAgain')}
          </Button>
        </>
      ) : null}
    </Space>
  );
  return (
    <Popover
      trigger="click"
      open={open}
      onOpenChange={setOpen}
      title={sentence('app.appAds.title', { name: app.name })}
      content={details}
    >
      <Tag
        color={APP_ADS_COLORS[status]}
        role="button"
        tabIndex={0}
        data-app-ads={status}
        aria-label={t('app.appAds.open', { status: t(`app.appAds.status.${status}`) })}
        style={{ cursor: 'pointer' }}
        onKeyDown={(e) => {
          if (e.key === 'Enter' || e.key === ' ') {
            e.preventDefault();
            setOpen(true);
          }
        }}
      >
        {t(`app.appAds.status.${status}`)}
      </Tag>
    </Popover>
  );
}
