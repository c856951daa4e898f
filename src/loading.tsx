import { Spin } from 'antd';
import { useEffect, useState } from 'react';

/** Shown while a page chunk loads, only after 200 ms so fast loads never flash a spinner. */
export const LOADING_DELAY_MS = 200;

export default function PageLoading() {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setVisible(true), LOADING_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  if (!visible) return null;
  return (
    <div role="status" aria-live="polite" style={{ padding: 48, textAlign: 'center' }}>
      <Spin size="large" />
    </div>
  );
}
