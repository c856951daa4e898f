import { StyleProvider } from '@ant-design/cssinjs';
import { ConfigProvider } from 'antd';
import { useSyncExternalStore, type ReactNode } from 'react';
import AppErrorBoundary from '@/components/ErrorBoundary';
import FeedbackHost from '@/feedback/FeedbackHost';
import { useReducedMotion } from '@/hooks/useReducedMotion';
import { activeAntdLocale, subscribeAntdLocale } from '@/locales/lazy';
import { isRtl, resolveLocale, SUPPORTED_LOCALES } from '@/session';
import { styleCache } from '@/utils/firstPaintStyles';
import { THEME_COMPONENTS, THEME_TOKENS } from '../../config/theme';

/** The antd theme: config/theme.ts (contrast for WCAG 2.1 AA). */
export const THEME = { token: THEME_TOKENS, components: THEME_COMPONENTS };
/** The same without antd's animations, for a system that asks for reduced motion. */
const STILL_THEME = { ...THEME, token: { ...THEME_TOKENS, motion: false } };

/**
 * Around every page: the theme, antd's texts (they arrive after the first
 * render, src/locales/lazy.ts) and the reading direction (mirrored for he,
 * ar, fa, ku), and the error boundary. Toasts, notifications and dialogs
 * render here too (src/feedback), so they follow all three. A system that
 * asks for reduced motion gets antd without its animations. antd's styles are
 * kept in the console's own cache (src/utils/firstPaintStyles.ts).
 */
export default function AppProviders({ children }: { children: ReactNode }) {
  const antdLocale = useSyncExternalStore(subscribeAntdLocale, activeAntdLocale);
  const active = resolveLocale(SUPPORTED_LOCALES);
  const still = useReducedMotion();
  return (
    <StyleProvider cache={styleCache}>
      <ConfigProvider theme={still ? STILL_THEME : THEME} locale={antdLocale} direction={isRtl(active) ? 'rtl' : 'ltr'}>
        <AppErrorBoundary>{children}</AppErrorBoundary>
        <FeedbackHost />
      </ConfigProvider>
    </StyleProvider>
  );
}
