/**
 * Saved reports and their schedules (issue 17, extension). A saved report
 * belongs to the account that saved it; a main account may share one with
 * its sub-accounts, which can open and schedule it but not change it.
 */
import type {
  ReportLocale,
  ReportSchedule,
  SavedReport,
  SavedReportList,
  SavedReportPeriod,
} from '../../../src/contract/typings';
import { LIMITS } from '../../../src/contract/limits';
import {
  REPORT_FILE_FORMATS,
  REPORT_LOCALES,
  SAVED_PERIOD_KINDS,
  SAVED_REPORTS_MAX,
  SCHEDULE_FREQUENCIES,
  SCHEDULE_STATUSES,
  SCHEDULES_MAX,
} from '../../../src/contract/values';
import type { Ctx, RouteDef } from '../context';
import { dateToDay, iso } from '../lib/dates';
import { bizError, duplicateError, httpError, notFound, validationError } from '../lib/envelope';
import { EMAIL_RE, Validator } from '../lib/validate';
import { MAX_RANGE_DAYS } from '../lib/report';
import type { AccountRecord, SavedReportRecord, ScheduleRecord } from '../state';
import { nextRunAfter } from './rules/schedule';
import { canOpen, deliveryView, runDueSchedules, runSchedule } from './rules/deliveries';
import { isCurrentFile, reportFileResponse } from './rules/files';

function reportView(ctx: Ctx, r: SavedReportRecord): SavedReport {
  return {
    id: r.id,
    name: r.name,
    query: r.query,
    period: r.period,
    shared: r.shared,
    mine: r.ownerId === ctx.me.id,
    ownerName: ctx.db.account(r.ownerId)?.account_name ?? '',
    scheduleCount: ctx.db.state.schedules.filter((s) => s.reportId === r.id && s.ownerId === ctx.me.id).length,
    createdAt: iso(r.createdAt),
    updatedAt: iso(r.updatedAt),
  };
}

function scheduleView(ctx: Ctx, s: ScheduleRecord): ReportSchedule {
  const owner = ctx.db.account(s.ownerId);
  return {
    id: s.id,
    reportId: s.reportId,
    reportName: ctx.db.state.savedReports.find((r) => r.id === s.reportId)?.name ?? '',
    frequency: s.frequency,
    weekday: s.weekday,
    monthDay: s.monthDay,
    hour: s.hour,
    timeZone: owner?.timeZone ?? 'UTC',
    recipients: s.recipients,
    format: s.format,
    status: s.status,
    nextRunAt: s.nextRunAt === null ? null : iso(s.nextRunAt),
    lastRun: s.lastRun && { ...s.lastRun, at: iso(s.lastRun.at) },
    createdAt: iso(s.createdAt),
    locale: s.locale,
  };
}

/** A saved report the caller owns (4004 for anyone else's: no hint that it exists). */
function ownReport(ctx: Ctx, id: number | undefined): SavedReportRecord {
  const r = ctx.db.state.savedReports.find((x) => x.id === id);
  if (!r || r.ownerId !== ctx.me.id) throw notFound(`saved report ${id}`);
  return r;
}

function ownSchedule(ctx: Ctx, id: number | undefined): ScheduleRecord {
  const s = ctx.db.state.schedules.find((x) => x.id === id);
  if (!s || s.ownerId !== ctx.me.id) throw notFound(`schedule ${id}`);
  return s;
}

function readName(ctx: Ctx, v: Validator, required: boolean, except?: number): string | undefined {
  const name = v.str('name', { required, max: LIMITS.savedReportName, visible: true });
  if (name === undefined) return undefined;
  const key = name.toLocaleLowerCase();
  const taken = ctx.db.state.savedReports.some(
    (r) => r.ownerId === ctx.me.id && r.id !== except && r.name.toLocaleLowerCase() === key,
  );
  if (taken && v.ok) throw duplicateError('name', 'reportNameTaken');
  return name;
}

function readPeriod(v: Validator): SavedReportPeriod | undefined {
  const raw = v.body.period;
  if (raw === undefined || raw === null || typeof raw !== 'object' || Array.isArray(raw)) {
    v.fail('period', 'required');
    return undefined;
  }
  const pv = new Validator(raw as Record<string, unknown>);
  const kind = pv.oneOf('kind', SAVED_PERIOD_KINDS, true);
  if (kind !== 'custom') {
    if (!pv.ok) v.fail('period', 'oneOf', { values: SAVED_PERIOD_KINDS.join(', ') });
    return kind && { kind };
  }
  const start = pv.date('start', true);
  const end = pv.date('end', true);
  if (!start || !end) v.fail('period', 'customRangeRequired');
  else if (start > end) v.fail('period', 'dateOrder');
  else if (dateToDay(end) - dateToDay(start) + 1 > MAX_RANGE_DAYS)
    v.fail('period', 'rangeTooLong', { max: MAX_RANGE_DAYS });
  return { kind, start, end };
}

function readShared(ctx: Ctx, v: Validator): boolean | undefined {
  const shared = v.bool('shared');
  if (shared && ctx.me.parentId !== null) v.fail('shared', 'shareMainOnly');
  return shared;
}

function visibleReports(ctx: Ctx): SavedReportRecord[] {
  return ctx.db.state.savedReports
    .filter((r) => canOpen(r, ctx.me))
    .sort((a, b) => b.updatedAt - a.updatedAt || b.id - a.id);
}

function zoneOf(a: AccountRecord): string {
  return a.timeZone || 'UTC';
}

export const savedReportRoutes: RouteDef[] = [
  {
    method: 'POST',
    path: '/media/savedReport/list',
    auth: 'token',
    codes: ['BillReportView'],
    handler: (ctx) => {
      const result: SavedReportList = {
        timeZone: zoneOf(ctx.me),
        list: visibleReports(ctx).map((r) => reportView(ctx, r)),
      };
      return { result };
    },
  },
  {
    method: 'POST',
    path: '/media/savedReport/create',
    auth: 'token',
    codes: ['BillReportView'],
    handler: (ctx) => {
      const v = new Validator(ctx.body);
      const query = v.str('query', { max: LIMITS.savedReportQuery, trim: false }) ?? '';
      if (typeof ctx.body.query !== 'string') v.fail('query', 'required');
      const period = readPeriod(v);
      const shared = readShared(ctx, v);
      const name = readName(ctx, v, true);
      v.done();
      const mine = ctx.db.state.savedReports.filter((r) => r.ownerId === ctx.me.id).length;
      if (mine >= SAVED_REPORTS_MAX)
        throw validationError({ name: { key: 'savedReportsFull', params: { max: SAVED_REPORTS_MAX } } });
      const rec: SavedReportRecord = {
        id: ctx.db.nextId('savedReport'),
        ownerId: ctx.me.id,
        publisherId: ctx.db.publisherIdOf(ctx.me),
        name: name as string,
        query: query.replace(/^\?/, ''),
        period: period as SavedReportPeriod,
        shared: shared ?? false,
        createdAt: ctx.now(),
        updatedAt: ctx.now(),
      };
      ctx.db.state.savedReports.push(rec);
      return { result: reportView(ctx, rec), msg: 'saved', changed: true };
    },
  },
  {
    method: 'POST',
    path: '/media/savedReport/update',
    auth: 'token',
    codes: ['BillReportView'],
    handler: (ctx) => {
      const v = new Validator(ctx.body);
      const id = v.num('id', { required: true, integer: true });
      v.done();
      const rec = ownReport(ctx, id);
      const shared = readShared(ctx, v);
      const name = readName(ctx, v, false, rec.id);
      v.done();
      if (name !== undefined) rec.name = name;
      if (shared !== undefined) rec.shared = shared;
      rec.updatedAt = ctx.now();
      return { result: reportView(ctx, rec), msg: 'saved', changed: true };
    },
  },
  {
    method: 'POST',
    path: '/media/savedReport/del',
    auth: 'token',
    codes: ['BillReportView'],
    handler: (ctx) => {
      const v = new Validator(ctx.body);
      const id = v.num('id', { required: true, integer: true });
      v.done();
      const rec = ownReport(ctx, id);
      const state = ctx.db.state;
      state.savedReports = state.savedReports.filter((r) => r.id !== rec.id);
      // A shared report's schedules, the sub-accounts' included, go with it.
      state.schedules = state.schedules.filter((s) => s.reportId !== rec.id);
      return { result: null, msg: 'deleted', changed: true };
    },
  },
  {
    method: 'POST',
    path: '/media/reportSchedule/list',
    auth: 'token',
    codes: ['BillReportView'],
    handler: (ctx) => ({
      result: ctx.db.state.schedules.filter((s) => s.ownerId === ctx.me.id).map((s) => scheduleView(ctx, s)),
    }),
  },
  {
    method: 'POST',
    path: '/media/reportSchedule/create',
    auth: 'token',
    codes: ['BillReportView'],
    handler: (ctx) => {
      const v = new Validator(ctx.body);
      const reportId = v.num('reportId', { required: true, integer: true });
      const frequency = v.oneOf('frequency', SCHEDULE_FREQUENCIES, true);
      const weekday = v.num('weekday', { integer: true, min: 0, max: 6 });
      const monthDay = v.num('monthDay', { integer: true, min: 1, max: 31 });
      const hour = v.num('hour', { required: true, integer: true, min: 0, max: 23 });
      const format = v.oneOf('format', REPORT_FILE_FORMATS, true);
      // The file's language: the console's locale of who sets the schedule up (extension).
      const locale = v.oneOf('locale', REPORT_LOCALES);
      if (frequency === 'weekly' && weekday === undefined) v.fail('weekday', 'weekdayRequired');
      if (frequency === 'monthly' && monthDay === undefined) v.fail('monthDay', 'monthDayRequired');
      const raw = ctx.body.recipients;
      let recipients: string[] = [];
      if (!Array.isArray(raw) || raw.length === 0) v.fail('recipients', 'required');
      else if (raw.length > LIMITS.scheduleRecipients)
        v.fail('recipients', 'outOfRange', { min: 1, max: LIMITS.scheduleRecipients });
      else {
        const bad = raw.filter((e) => typeof e !== 'string' || e.length > LIMITS.email || !EMAIL_RE.test(e.trim()));
        if (bad.length) v.fail('recipients', 'invalidEmail');
        else recipients = [...new Set((raw as string[]).map((e) => e.trim().toLowerCase()))];
      }
      v.done();
      const report = ctx.db.state.savedReports.find((r) => r.id === reportId);
      if (!report || !canOpen(report, ctx.me)) throw notFound(`saved report ${reportId}`);
      if (ctx.db.state.schedules.filter((s) => s.ownerId === ctx.me.id).length >= SCHEDULES_MAX)
        throw bizError(4001, 'schedulesFull', { max: SCHEDULES_MAX });
      const rec: ScheduleRecord = {
        id: ctx.db.nextId('schedule'),
        reportId: report.id,
        ownerId: ctx.me.id,
        frequency: frequency as ScheduleRecord['frequency'],
        weekday: frequency === 'weekly' ? (weekday as number) : null,
        monthDay: frequency === 'monthly' ? (monthDay as number) : null,
        hour: hour as number,
        recipients,
        format: format as ScheduleRecord['format'],
        locale: (locale as ReportLocale | undefined) ?? ctx.lang,
        status: 'active',
        nextRunAt: null,
        lastRun: null,
        createdAt: ctx.now(),
      };
      rec.nextRunAt = nextRunAfter(rec, ctx.now(), zoneOf(ctx.me));
      ctx.db.state.schedules.push(rec);
      return { result: scheduleView(ctx, rec), msg: 'saved', changed: true };
    },
  },
  {
    method: 'POST',
    path: '/media/reportSchedule/status',
    auth: 'token',
    codes: ['BillReportView'],
    handler: (ctx) => {
      const v = new Validator(ctx.body);
      const id = v.num('id', { required: true, integer: true });
      const status = v.oneOf('status', SCHEDULE_STATUSES, true);
      const locale = v.oneOf('locale', REPORT_LOCALES);
      v.done();
      const rec = ownSchedule(ctx, id);
      // Who resumes or pauses it now reads the console in this locale: later files follow.
      if (locale) rec.locale = locale as ReportLocale;
      if (status !== rec.status) {
        rec.status = status as ScheduleRecord['status'];
        // Resuming starts from now: runs missed while paused are not caught up.
        rec.nextRunAt = status === 'active' ? nextRunAfter(rec, ctx.now(), zoneOf(ctx.me)) : null;
      }
      return { result: scheduleView(ctx, rec), msg: 'saved', changed: true };
    },
  },
  {
    method: 'POST',
    path: '/media/reportSchedule/del',
    auth: 'token',
    codes: ['BillReportView'],
    handler: (ctx) => {
      const v = new Validator(ctx.body);
      const id = v.num('id', { required: true, integer: true });
      v.done();
      const rec = ownSchedule(ctx, id);
      ctx.db.state.schedules = ctx.db.state.schedules.filter((s) => s.id !== rec.id);
      return { result: null, msg: 'deleted', changed: true };
    },
  },
  {
    method: 'GET',
    path: '/openapi/reportFile',
    auth: 'none',
    handler: (ctx) => {
      const token = String(ctx.req.query.token ?? '');
      const file = /^[0-9a-f]{32}$/.test(token) ? ctx.db.state.reportFiles.find((f) => f.token === token) : undefined;
      if (!file || file.expiresAt <= ctx.now() || !isCurrentFile(file))
        throw httpError(404, 'notFound', undefined, 'no such file, or its link expired');
      return { raw: reportFileResponse(file) };
    },
  },
  {
    method: 'POST',
    path: '/__mock/schedules/run',
    auth: 'none',
    handler: async (ctx) => {
      const v = new Validator(ctx.body);
      const id = v.num('id', { integer: true });
      v.done();
      if (id === undefined) return { result: (await runDueSchedules(ctx.s, ctx.now())).map(deliveryView) };
      const sched = ctx.db.state.schedules.find((s) => s.id === id);
      if (!sched) throw notFound(`schedule ${id}`);
      const sent = await runSchedule(ctx.s, sched, ctx.now(), false);
      return { result: sent.map(deliveryView), changed: true };
    },
  },
  {
    method: 'GET',
    path: '/__mock/mailbox/reports',
    auth: 'none',
    handler: (ctx) => {
      const v = new Validator({ email: ctx.req.query.email });
      const email = v.str('email', { required: true, pattern: EMAIL_RE, patternKey: 'invalidEmail' });
      v.done();
      const key = (email as string).toLowerCase();
      return {
        result: ctx.db.state.reportMails
          .filter((m) => m.email === key)
          .reverse()
          .map(deliveryView),
      };
    },
  },
];
