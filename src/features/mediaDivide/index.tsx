import { Link } from '@umijs/max';
import type { MouseEvent, ReactNode } from 'react';
import { MEDIA_DIVIDE_PATH, openMediaDivide } from './url';

export { MEDIA_DIVIDE_PATH } from './url';

export function isMediaDividePath(path: string | undefined): boolean {
  return path === MEDIA_DIVIDE_PATH;
}

/**
 * The menu entry of the monthly report: a plain click opens the external
 * report in a new tab and the console stays on its page. A click meant for
 * a new tab or window (modifier keys, middle button) follows the link to the
 * route, which shows the fallback page with an "open the report" button.
 */
export default function MediaDivideMenuLink({ children }: { children: ReactNode }) {
  const onClick = (e: MouseEvent<HTMLAnchorElement>) => {
    if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    // Without a safe address the link goes to the route, which explains.
    if (openMediaDivide()) e.preventDefault();
  };
  return (
    <Link to={MEDIA_DIVIDE_PATH} onClick={onClick}>
      {children}
    </Link>
  );
}
