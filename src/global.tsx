/**
 * Runs once before the app renders (umi's global file): browser housekeeping
 * that must happen whatever page is opened first.
 */
import 'antd/dist/reset.css';
import { isRtl, resolveLocale, SUPPORTED_LOCALES } from '@/session';

// No service worker is kept (SPEC.md section 1): remove any left from older deployments.
if (typeof window !== 'undefined' && window.location.protocol === 'https:' && 'serviceWorker' in navigator) {
  void navigator.serviceWorker
    .getRegistrations()
    .then((registrations) => registrations.forEach((r) => void r.unregister()))
    .catch(() => undefined);
}

// Mirror the whole page (not only antd components) for right-to-left languages.
if (typeof document !== 'undefined') {
  const locale = resolveLocale(SUPPORTED_LOCALES);
  document.documentElement.lang = locale;
  document.documentElement.dir = isRtl(locale) ? 'rtl' : 'ltr';
}
