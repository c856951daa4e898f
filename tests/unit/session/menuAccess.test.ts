import { accessFromCodes, markAccess } from '@/session/menuAccess';

describe('menu codes to access flags', () => {
  it('maps each code of SPEC.md section 6', () => {
    const none = accessFromCodes([], null);
    expect(Object.values(none).every((v) => v === false)).toBe(true);
    const cases: [string, string][] = [
      ['HomeView', 'canHomeView'],
      ['AppView', 'canAppView'],
      ['AppManage', 'canAppManage'],
      ['AdPosView', 'canAdPosView'],
      ['AdPosManage', 'canAdPosManage'],
      ['BillReportView', 'canBillReportView'],
      ['MonthBillReportView', 'canMonthBillReportView'],
      ['MonthBillManage', 'canMonthBillManage'],
      ['MaterialAuditView', 'canMaterialAuditView'],
      ['MaterialAuditManage', 'canMaterialAuditManage'],
      ['AccountView', 'canAccountView'],
      ['AccountManage', 'canAccountManage'],
      ['ReportApiView', 'canReportApiView'],
      ['SubAccountView', 'canSubAccountView'],
      ['SubAccountManage', 'canSubAccountManage'],
      ['ActivityView', 'canActivityView'],
      ['ReportApiManage', 'canReportApiManage'],
      ['ReportApiManage', 'canReportApiView'],
    ];
    for (const [code, flag] of cases) {
      expect(accessFromCodes([code], null)[flag as keyof ReturnType<typeof accessFromCodes>]).toBe(true);
    }
  });

  it('View shows the list, Manage the management pages (and implies View)', () => {
    const view = accessFromCodes(['AppView'], null);
    expect(view.canAppView).toBe(true);
    expect(view.canAppManage).toBe(false);
    const manage = accessFromCodes(['AppManage'], null);
    expect(manage.canAppView).toBe(true);
    expect(manage.canAppManage).toBe(true);
    expect(accessFromCodes(['AppManage'], null).canAppAddAdPosition).toBe(false);
    expect(accessFromCodes(['AppManage', 'AdPosManage'], null).canAppAddAdPosition).toBe(true);
  });

  it('creative review: View reads the queue, only Manage decides (and implies View)', () => {
    const view = accessFromCodes(['MaterialAuditView'], null);
    expect(view.canMaterialAuditView).toBe(true);
    expect(view.canMaterialAuditManage).toBe(false);
    const manage = accessFromCodes(['MaterialAuditManage'], null);
    expect(manage.canMaterialAuditView).toBe(true);
    expect(manage.canMaterialAuditManage).toBe(true);
  });

  it('statements: View reads them, only MonthBillManage acts and sees payments (and implies View)', () => {
    const view = accessFromCodes(['MonthBillReportView'], null);
    expect(view.canMonthBillReportView).toBe(true);
    expect(view.canMonthBillManage).toBe(false);
    const manage = accessFromCodes(['MonthBillManage'], null);
    expect(manage.canMonthBillReportView).toBe(true);
    expect(manage.canMonthBillManage).toBe(true);
  });

  it('canAdmin is true only when access equals admin', () => {
    expect(accessFromCodes([], { account_name: 'a', access: 'admin' }).canAdmin).toBe(true);
    expect(accessFromCodes([], { account_name: 'a', access: 'Admin' }).canAdmin).toBe(false);
    expect(accessFromCodes([], { account_name: 'a' }).canAdmin).toBe(false);
  });
});

describe('route access marking', () => {
  const routes: {
    path: string;
    access?: unknown;
    redirect?: string;
    routes?: { path: string; access?: unknown; redirect?: string }[];
  }[] = [
    {
      path: '/flow',
      routes: [
        { path: '/flow', redirect: '/flow/app' },
        { path: '/flow/app', access: 'canAppView' },
        { path: '/flow/adpositions', access: 'canAdPosView' },
      ],
    },
    { path: '/odd', access: 42 },
    { path: '/fn', access: 'byFunction' },
    { path: '/parent', access: 'no', routes: [{ path: '/parent/child', access: 'yes' }] },
  ];

  it('hides a parent whose children are all inaccessible', () => {
    const [flow] = markAccess(routes, { canAppView: false, canAdPosView: false });
    expect(flow.unaccessible).toBe(true);
    const [flow2] = markAccess(routes, { canAppView: true, canAdPosView: false });
    expect(flow2.unaccessible).toBe(false);
    expect(flow2.routes?.map((r) => r.unaccessible)).toEqual([false, false, true]);
  });

  it('makes children of an inaccessible parent inaccessible', () => {
    const parent = markAccess(routes, { no: false, yes: true })[3];
    expect(parent.unaccessible).toBe(true);
    expect(parent.routes?.[0].unaccessible).toBe(true);
  });

  it('requires the access name to be a string, and accepts flag functions', () => {
    const marked = markAccess(routes, { 42: true, byFunction: (r: { path?: string }) => r.path === '/fn' } as Record<
      string,
      unknown
    >);
    expect(marked[1].unaccessible).toBe(true);
    expect(marked[2].unaccessible).toBe(false);
  });
});
