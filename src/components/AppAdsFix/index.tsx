import { Space, Typography } from 'antd';
import { Code } from '@/components/text';
import type { AppAdsState } from '@/contract/typings';
import { useT } from '@/hooks/useT';

/** The whole line, wrapped: a cut line cannot be copied by eye. */
const WRAP = { whiteSpace: 'normal', overflowWrap: 'anywhere' } as const;

/**
 * The exact fix of an app's app-ads.txt (issue 52), the same on the app's status, in account health and in an
 * alert (a shared block, not the traffic area's index: the dashboard reads that index and must not carry it): the line
 * to add (copyable), or, when the file names this provider but wrongly (RESELLER, another account ID), the file's
 * own line beside the line it must become. The found line is the publisher's file: text in a left-to-right code
 * span, never markup.
 */
export default function AppAdsFix({ state }: { state: Pick<AppAdsState, 'status' | 'line' | 'found'> }) {
  const t = useT();
  const { status, line, found } = state;
  const change = (status === 'resellerLine' || status === 'otherAccount') && found !== undefined;
  return (
    <Space
      direction="vertical"
      size={4}
      style={{ display: 'flex' }}
      data-testid="app-ads-fix"
      data-fix={change ? 'change' : 'add'}
    >
      {change ? (
        <>
          <Typography.Text type="secondary">{t('app.appAds.foundLabel')}</Typography.Text>
          <Typography.Text data-testid="app-ads-found">
            <Code style={WRAP}>{found}</Code>
          </Typography.Text>
        </>
      ) : null}
      <Typography.Text type="secondary">
        {t(change ? 'app.appAds.changeLabel' : 'app.appAds.lineLabel')}
      </Typography.Text>
      <Typography.Text copyable={{ text: line }} data-testid="app-ads-line">
        <Code style={WRAP}>{line}</Code>
      </Typography.Text>
    </Space>
  );
}
