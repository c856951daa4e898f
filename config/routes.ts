/**
 * The route table of SPEC.md section 2. Every route is exact and sits under
 * the single root layout route; `layout: false` routes render without the
 * menu chrome. `access` names refer to the flags of src/access.ts, which are
 * derived from the menu codes the server grants (SPEC.md section 6).
 *
 * `name` is both the menu label (locale key `menu.<name>`, nested for groups)
 * and the page title (`<page name> - Media Console`).
 */
export interface RouteConfig {
  path: string;
  name?: string;
  icon?: string;
  component?: string;
  redirect?: string;
  layout?: false;
  access?: string;
  hideInMenu?: boolean;
  exact?: boolean;
  routes?: RouteConfig[];
}

const routes: RouteConfig[] = [
  {
    path: '/',
    component: '@/layouts/RootLayout',
    routes: [
      { path: '/', redirect: '/dashboard', exact: true },
      { path: '/index.html', redirect: '/dashboard', exact: true },
      { path: '/404', name: '404', component: './404', layout: false, hideInMenu: true, exact: true },
      { path: '/exception', name: 'exception', component: './exception', layout: false, hideInMenu: true, exact: true },
      { path: '/user/login', name: 'login', component: './user/login', layout: false, hideInMenu: true, exact: true },
      { path: '/account/:key', name: 'account', component: './account', layout: false, hideInMenu: true, exact: true },
      {
        path: '/dashboard',
        name: 'dashboard',
        icon: 'Home',
        component: './dashboard',
        access: 'canHomeView',
        exact: true,
      },
      {
        path: '/flow',
        name: 'flow',
        icon: 'BarChart',
        routes: [
          { path: '/flow', redirect: '/flow/app', exact: true },
          { path: '/flow/app', name: 'app', component: './flow/app', access: 'canAppView', exact: true },
          {
            path: '/flow/adpositions',
            name: 'adpositions',
            component: './flow/adpositions',
            access: 'canAdPosView',
            exact: true,
          },
        ],
      },
      {
        path: '/materialReview',
        name: 'materialReview',
        icon: 'BarChart',
        routes: [
          { path: '/materialReview', redirect: '/materialReview/materialIndex', exact: true },
          {
            path: '/materialReview/materialIndex',
            name: 'materialIndex',
            component: './materialReview/materialIndex',
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
          { path: '/information', redirect: '/information/settlement', exact: true },
          {
            path: '/information/settlement',
            name: 'settlement',
            component: './information/settlement',
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
          { path: '/financialReport', redirect: '/financialReport/mediaDivide', exact: true },
          {
            path: '/financialReport/mediaDivide',
            name: 'mediaDivide',
            component: './financialReport/mediaDivide',
            access: 'canMonthBillReportView',
            exact: true,
          },
        ],
      },
      {
        path: '/accounts',
        name: 'accounts',
        icon: 'AccountBook',
        routes: [
          { path: '/accounts', redirect: '/accounts/myaccount', exact: true },
          {
            path: '/accounts/myaccount',
            name: 'myaccount',
            component: './accounts/myaccount',
            access: 'canAccountView',
            exact: true,
          },
          {
            path: '/accounts/reportapi',
            name: 'reportapi',
            component: './accounts/reportapi',
            access: 'canReportApiView',
            exact: true,
          },
          {
            path: '/accounts/subaccount',
            name: 'subaccount',
            component: './accounts/subaccount',
            access: 'canSubAccountView',
            exact: true,
          },
        ],
      },
      {
        path: '/appform/createAdPosition',
        name: 'createAdPosition',
        component: './appform/createAdPosition',
        layout: false,
        hideInMenu: true,
        access: 'canAdPosManage',
        exact: true,
      },
      {
        path: '/appadd/createAdPosition',
        name: 'appAddAdPosition',
        component: './appadd/createAdPosition',
        layout: false,
        hideInMenu: true,
        access: 'canAppAddAdPosition',
        exact: true,
      },
      {
        path: '/userform/createUser',
        name: 'createUser',
        component: './userform/createUser',
        layout: false,
        hideInMenu: true,
        access: 'canSubAccountManage',
        exact: true,
      },
      {
        path: '/userform/updateUser',
        name: 'updateUser',
        component: './userform/updateUser',
        layout: false,
        hideInMenu: true,
        access: 'canSubAccountManage',
        exact: true,
      },
      {
        path: '/auditReport/index',
        name: 'auditReport',
        component: './auditReport',
        layout: false,
        hideInMenu: true,
        access: 'canMaterialAuditView',
        exact: true,
      },
      { path: '/*', name: '404', component: './404', layout: false, hideInMenu: true },
    ],
  },
];

export default routes;
