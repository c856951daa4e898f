import { ExportOutlined } from '@ant-design/icons';
import { Link, useIntl } from '@umijs/max';
import type { CSSProperties, MouseEvent, ReactNode } from 'react';
import { MEDIA_DIVIDE_PATH, openMediaDivide } from './url';

/** Read by screen readers, not shown (the icon says it to the eye). */
const HIDDEN: CSSProperties = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
};

export function isMediaDividePath(path: string | undefined): boolean {
  return path === MEDIA_DIVIDE_PATH;
}

/**
 * The menu entry of the monthly report: a plain click opens the external
 * report in a new tab and the console stays on its page. A click meant for
 * a new tab or window (modifier keys, middle button) follows the link to the
 * route, which shows the fallback page with an "open the report" button.
 * An icon and a hidden "(opens in a new tab)" say so before the click.
 */
export default function MediaDivideMenuLink({ children }: { children: ReactNode }) {
  const intl = useIntl();
  const onClick = (e: MouseEvent<HTMLAnchorElement>) => {
    if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    // Without a safe address the link goes to the route, which explains.
    if (openMediaDivide()) e.preventDefault();
  };
  return (
    <Link to={MEDIA_DIVIDE_PATH} onClick={onClick}>
      {children}
      <ExportOutlined aria-hidden style={{ marginInlineStart: 6, fontSize: 12 }} data-testid="new-tab-icon" />
      <span style={HIDDEN}> {intl.formatMessage({ id: 'layout.newTab' })}</span>
    </Link>
  );
}
