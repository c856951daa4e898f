/**
 * The route table of SPEC.md section 2. Every route is exact and sits under
 * the single root layout route; `layout: false` routes render without the
 * menu chrome. `access` names refer to the flags of src/access.ts, which are
 * derived from the menu codes the server grants (SPEC.md section 6).
 *
 * `name` is both the menu label (locale key `menu.<name>`, nested for groups)
 * and the page title (`<page name> - Media Console`).
 *
 * It lives in src/ because the layouts read it at run time (menu, titles,
 * redirects, which page skips pro-components); config/routes.ts hands the same
 * table to umi. It imports only the URL list.
 */
import { PATHS } from './paths';

export interface RouteConfig {
  path: string;
  name?: string;
  icon?: string;
  component?: string;
  redirect?: string;
  layout?: false;
  access?: string;
  hideInMenu?: boolean;
  /** false: the page uses no pro-components (it goes without their provider's chunk). */
  proComponents?: false;
  /** A public page that still needs the pages' messages (and the query client) of a console page. */
  consoleMessages?: true;
  /** 'home': the page needs only the home page's part of the pages' messages (src/locales/lazy.ts). */
  messages?: 'home';
  exact?: boolean;
  routes?: RouteConfig[];
}

const routes: RouteConfig[] = [
  {
    path: '/',
    component: '@/layouts/RootLayout',
    routes: [
      { path: '/', redirect: PATHS.home, exact: true },
      { path: '/index.html', redirect: PATHS.home, exact: true },
      { path: PATHS.notFound, name: '404', component: './404', layout: false, hideInMenu: true, exact: true },
      {
        path: PATHS.exception,
        name: 'exception',
        component: './exception',
        layout: false,
        hideInMenu: true,
        exact: true,
      },
      { path: PATHS.login, name: 'login', component: './signIn/login', layout: false, hideInMenu: true, exact: true },
      {
        path: PATHS.resetPassword,
        name: 'resetPassword',
        component: './signIn/reset',
        layout: false,
        hideInMenu: true,
        proComponents: false,
        // Public, but it shows the password strength meter: it needs the pages' messages.
        consoleMessages: true,
        exact: true,
      },
      {
        path: PATHS.setPassword,
        name: 'setPassword',
        component: './signIn/password',
        layout: false,
        hideInMenu: true,
        proComponents: false,
        consoleMessages: true,
        exact: true,
      },
      {
        path: '/account/:key',
        name: 'account',
        component: './signIn/accountKey',
        layout: false,
        hideInMenu: true,
        exact: true,
      },
      {
        path: PATHS.home,
        name: 'dashboard',
        icon: 'Home',
        component: './dashboard',
        access: 'canHomeView',
        // Uses no pro-components: its page skips their provider's chunk (src/layouts/ConsoleMessages.tsx).
        proComponents: false,
        // Waits for its own messages only, not every page's (src/locales/lazy.ts).
        messages: 'home',
        exact: true,
      },
      {
        path: '/flow',
        name: 'flow',
        icon: 'BarChart',
        routes: [
          { path: '/flow', redirect: PATHS.apps, exact: true },
          { path: PATHS.apps, name: 'app', component: './traffic/apps', access: 'canAppView', exact: true },
          {
            path: PATHS.adPositions,
            name: 'adpositions',
            component: './traffic/adPositions',
            access: 'canAdPosView',
            exact: true,
          },
        ],
      },
      {
        path: '/materialReview',
        name: 'materialReview',
        icon: 'Audit',
        routes: [
          { path: '/materialReview', redirect: PATHS.materialReview, exact: true },
          {
            path: PATHS.materialReview,
            name: 'materialIndex',
            component: './review/creatives',
            access: 'canMaterialAuditView',
            exact: true,
          },
          {
            path: PATHS.blockRules,
            name: 'blockRules',
            component: './blocking',
            access: 'canMaterialAuditView',
            exact: true,
          },
        ],
      },
      {
        path: '/information',
        name: 'information',
        icon: 'InsertRowAbove',
        routes: [
          { path: '/information', redirect: PATHS.settlement, exact: true },
          {
            path: PATHS.settlement,
            name: 'settlement',
            component: './settlement',
            access: 'canBillReportView',
            exact: true,
          },
        ],
      },
      {
        path: '/financialReport',
        name: 'financialReport',
        icon: 'Transaction',
        routes: [
          { path: '/financialReport', redirect: PATHS.mediaDivide, exact: true },
          {
            path: PATHS.mediaDivide,
            name: 'mediaDivide',
            component: './revenueSplit',
            access: 'canMonthBillReportView',
            exact: true,
          },
          {
            path: PATHS.statements,
            name: 'statements',
            component: './statements',
            access: 'canMonthBillReportView',
            exact: true,
          },
          {
            path: PATHS.payments,
            name: 'payments',
            component: './payments',
            access: 'canMonthBillManage',
            exact: true,
          },
        ],
      },
      {
        // Extension (issue 33): no access name: every signed-in account manages its own sign-in (the server
        // answers for the caller's own account only). Outside the Accounts group so it never opens that group
        // for an account that may see nothing else in it; reached from the account menu.
        path: PATHS.signInSecurity,
        name: 'signInSecurity',
        component: './account/signInSecurity',
        hideInMenu: true,
        exact: true,
      },
      {
        path: '/accounts',
        name: 'accounts',
        icon: 'AccountBook',
        routes: [
          { path: '/accounts', redirect: PATHS.myAccount, exact: true },
          {
            path: PATHS.myAccount,
            name: 'myaccount',
            component: './account/myAccount',
            access: 'canAccountView',
            exact: true,
          },
          {
            path: PATHS.reportApi,
            name: 'reportapi',
            component: './reportApi',
            access: 'canReportApiView',
            exact: true,
          },
          {
            path: PATHS.subAccounts,
            name: 'subaccount',
            component: './team/subAccounts',
            access: 'canSubAccountView',
            exact: true,
          },
          {
            // Extension (issue 20): its own menu code, ActivityView (every main account holds it).
            path: PATHS.activity,
            name: 'activity',
            component: './activity',
            access: 'canActivityView',
            // Plain antd table and filters: the page skips pro-components' provider chunk.
            proComponents: false,
            exact: true,
          },
          {
            // Extension (issue 49): alerts, AlertView (every main account holds it; rules need AlertManage).
            path: PATHS.notifications,
            name: 'notifications',
            component: './alerts',
            access: 'canAlertView',
            proComponents: false,
            exact: true,
          },
          {
            // Extension (issue 49): open to HomeView, as the dashboard that shows its count; the server lists each
            // kind of issue only to whoever holds its area's code (docs/health.md).
            path: PATHS.health,
            name: 'health',
            component: './health',
            access: 'canHomeView',
            proComponents: false,
            exact: true,
          },
        ],
      },
      {
        path: PATHS.adPositionForm,
        name: 'createAdPosition',
        component: './traffic/adPositionForm',
        layout: false,
        hideInMenu: true,
        access: 'canAdPosManage',
        exact: true,
      },
      {
        path: PATHS.newAppFlow,
        name: 'appAddAdPosition',
        component: './traffic/newApp',
        layout: false,
        hideInMenu: true,
        access: 'canAppAddAdPosition',
        exact: true,
      },
      {
        path: PATHS.createSubAccount,
        name: 'createUser',
        component: './team/createUser',
        layout: false,
        hideInMenu: true,
        access: 'canSubAccountManage',
        exact: true,
      },
      {
        path: PATHS.inviteSubAccount,
        name: 'inviteUser',
        component: './team/inviteUser',
        layout: false,
        hideInMenu: true,
        access: 'canSubAccountManage',
        exact: true,
      },
      {
        path: PATHS.updateSubAccount,
        name: 'updateUser',
        component: './team/updateUser',
        layout: false,
        hideInMenu: true,
        access: 'canSubAccountManage',
        exact: true,
      },
      {
        path: PATHS.auditReport,
        name: 'auditReport',
        component: './review/auditReport',
        layout: false,
        hideInMenu: true,
        access: 'canMaterialAuditView',
        proComponents: false,
        exact: true,
      },
      { path: '/*', name: '404', component: './404', layout: false, hideInMenu: true },
    ],
  },
];

export default routes;
