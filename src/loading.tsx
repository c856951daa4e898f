import { LoadingOutlined } from '@ant-design/icons';
import { theme } from 'antd';
import { useEffect, useState } from 'react';
import { firstPaintLoadingEnded, firstPaintLoadingSlow, firstPaintLoadingStarted } from '@/utils/firstPaint';

/** Shown while a page chunk loads, only after 200 ms so fast loads never flash a spinner. */
export const LOADING_DELAY_MS = 200;

export default function PageLoading() {
  const { token } = theme.useToken();
  const [visible, setVisible] = useState(false);
  // The static first paint stays while a page is loading (src/utils/firstPaint.ts).
  useEffect(() => {
    firstPaintLoadingStarted();
    return firstPaintLoadingEnded;
  }, []);
  useEffect(() => {
    const timer = setTimeout(() => {
      setVisible(true);
      firstPaintLoadingSlow();
    }, LOADING_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  if (!visible) return null;
  // An icon, not antd's Spin: this is part of the first load of every page.
  return (
    <div role="status" aria-live="polite" style={{ padding: 48, textAlign: 'center' }}>
      <LoadingOutlined spin style={{ fontSize: 32, color: token.colorPrimary }} />
    </div>
  );
}
