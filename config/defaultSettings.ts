/**
 * Layout settings of SPEC.md section 1: mix layout, fluid width, fixed header
 * and sider, light theme, blue. src/layouts/MenuLayout.tsx (with
 * MenuLayout.less) draws that layout itself; what it reads from here is the
 * title, the logo, the nav theme, and the primary colour of the antd theme.
 */
import { PALETTE } from './theme';

const defaultSettings = {
  title: 'Media Console',
  navTheme: 'light' as const,
  /** Blue, dark enough for WCAG AA contrast: config/theme.ts. */
  colorPrimary: PALETTE.primary,
  /** A file of public/, under the assets' path (src/utils/publicUrl.ts). */
  logo: 'logo.svg',
};

export type DefaultSettings = typeof defaultSettings;
export default defaultSettings;
