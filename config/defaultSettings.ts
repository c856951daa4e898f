/**
 * Layout settings of SPEC.md section 1: mix layout, fluid width, fixed header
 * and sider, light theme, blue. src/layouts/MenuLayout.tsx draws this layout
 * (it reads title, logo and navTheme; colorPrimary is the antd theme's).
 */
const defaultSettings = {
  title: 'Media Console',
  layout: 'mix' as const,
  contentWidth: 'Fluid' as const,
  fixedHeader: true,
  fixSiderbar: true,
  navTheme: 'light' as const,
  colorPrimary: '#1677ff',
  splitMenus: false,
  siderMenuType: 'sub' as const,
  logo: '/logo.svg',
};

export type DefaultSettings = typeof defaultSettings;
export default defaultSettings;
