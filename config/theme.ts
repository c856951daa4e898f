/**
 * The console's colours, one place for the antd theme (src/layouts/AppProviders.tsx) and the
 * less files (`@color-…` variables, .umirc.ts `theme`). Chosen for WCAG 2.1 AA contrast
 * (4.5:1 for text; tests/e2e/specs/05-sweep.e2e.mjs checks every page with axe-core): antd's
 * defaults fall short, blue #1677ff is 4.1:1 on white and 3.7:1 on a selected menu item,
 * secondary grey rgba(0,0,0,0.45) 3.4:1, placeholders 1.8:1, red #ff4d4f 3.3:1.
 */
export const PALETTE = {
  /** Blue (SPEC.md: primary colour blue), antd's blue-7: 6.2:1 on white, 5.5:1 on its light background. */
  primary: '#0958d9',
  /** The light blue behind selected items (antd derives the same from `primary`). */
  primaryBg: '#e6f4ff',
  /** antd's red-7: 5.6:1 on white. */
  error: '#cf1322',
  /** antd's green-7 for success texts and tags: 5.6:1 on white, 5.4:1 on its light background. */
  success: '#237804',
  /** A dark amber for warning texts and tags: 5.4:1 on white, 5.2:1 on its light background. */
  warning: '#9a5b00',
  /** Secondary texts (descriptions, hints, counters): 5.7:1 on white, 5.3:1 on the page's grey. */
  textTertiary: 'rgba(0, 0, 0, 0.6)',
  /** Placeholders: lighter than a value, still 4.9:1 on white. */
  textPlaceholder: 'rgba(0, 0, 0, 0.56)',
  /** The grey behind the console's pages and the sign-in card (antd's layout background). */
  pageBg: '#f5f5f5',
} as const;

/** antd theme tokens (seed and alias) from the palette. */
export const THEME_TOKENS = {
  colorPrimary: PALETTE.primary,
  colorInfo: PALETTE.primary,
  colorLink: PALETTE.primary,
  colorError: PALETTE.error,
  colorSuccess: PALETTE.success,
  colorWarning: PALETTE.warning,
  // antd derives greyish backgrounds and borders from dark seeds: its usual light ones instead.
  colorSuccessBg: '#f6ffed',
  colorSuccessBgHover: '#d9f7be',
  colorSuccessBorder: '#b7eb8f',
  colorSuccessBorderHover: '#95de64',
  colorWarningBg: '#fffbe6',
  colorWarningBgHover: '#fff1b8',
  colorWarningBorder: '#ffe58f',
  colorWarningBorderHover: '#ffd666',
  colorTextTertiary: PALETTE.textTertiary,
  colorTextDescription: PALETTE.textTertiary,
  colorTextPlaceholder: PALETTE.textPlaceholder,
};

/**
 * Per component: a switch that is off shows its white label on a grey track
 * (colorTextQuaternary, 1.8:1): a darker grey, 4.7:1, and darker still when hovered.
 * A locked select (the app of an ad position being edited) still shows a value the
 * publisher reads: antd's disabled grey is 1.8:1 on the disabled background, ours 5.3:1;
 * the grey background and the not-allowed cursor still say it cannot change.
 */
export const THEME_COMPONENTS = {
  Switch: { colorTextQuaternary: 'rgba(0, 0, 0, 0.55)', colorTextTertiary: 'rgba(0, 0, 0, 0.65)' },
  Select: { colorTextDisabled: PALETTE.textTertiary },
};

/** The same colours as less variables, for the console's own styles. */
export const LESS_VARS = {
  '@color-primary': PALETTE.primary,
  '@color-primary-bg': PALETTE.primaryBg,
  '@color-error': PALETTE.error,
  '@color-success': PALETTE.success,
  '@color-text-tertiary': PALETTE.textTertiary,
  '@color-page-bg': PALETTE.pageBg,
};
