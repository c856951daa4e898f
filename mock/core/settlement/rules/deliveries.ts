/**
 * Runs report schedules: resolves the saved report's period on the day of the
 * run in the owner's time zone, builds the sheet through the settlement
 * adapter with the owner's rights at that moment, keeps the file behind an
 * unguessable link and "mails" every recipient (state.reportMails, read at
 * GET /__mock/mailbox/reports). A run that cannot be made mails a notice
 * saying why instead, and is recorded as failed.
 */
import type { ReportDelivery } from '../../../../src/contract/typings';
import { REPORT_FILE_TTL_DAYS } from '../../../../src/contract/values';
import type { ServerServices } from '../../context';
import { ApiError } from '../../lib/envelope';
import { t } from '../../lib/i18n';
import { effectiveCodes } from '../../lib/permissions';
import { randomHex } from '../../lib/random';
import { dateToDay, dayToDate, iso } from '../../lib/dates';
import { localDateString, todayIn, type LocalDate } from '../../lib/zoned';
import type { AccountRecord, ReportMailRecord, SavedReportRecord, ScheduleRecord } from '../../state';
import type { Lang } from '../../types';
import { settlementSheet as layOut } from '../../../../src/contract/sheet/settlementSheet';
import { sheetLayout } from '../../../../src/contract/sheet/layout';
import { formatZonedTime, zoneLabel } from '../../../../src/contract/zonedTime';
import { settlementFilters, type FilterParams } from '../../../../src/contract/sheet/settlementWords';
import { resolvePeriod } from './period';
import { changeMetricsOf, settlementBody, settlementSheet } from './settlementAdapter';
import { exportLabels, fileWords } from './labels';
import { nextRunAfter } from './schedule';

const DAY_MS = 86_400_000;
/** Mails kept for QA (oldest dropped first). */
const MAILS_KEPT = 500;

/** Who may see a saved report: its owner, and the owner's sub-accounts when shared. */
export function canOpen(report: SavedReportRecord, who: AccountRecord): boolean {
  return report.ownerId === who.id || (report.shared && who.parentId === report.ownerId);
}

class RunRefused extends Error {}

/**
 * The days a run sends. A relative period as resolved today; a fixed one as saved (`once`), or moved on by as many
 * of its lengths as were sent already (`moveOn`): null while that next period has not ended yet (the run then
 * sends nothing and the schedule waits for its next time).
 */
function periodToSend(
  sched: ScheduleRecord,
  range: { startDate: string; endDate: string },
  today: LocalDate,
): { startDate: string; endDate: string } | null {
  if (sched.fixedPeriod !== 'moveOn' || !sched.sentPeriods) return range;
  const length = dateToDay(range.endDate) - dateToDay(range.startDate) + 1;
  const shift = (d: string) => dayToDate(dateToDay(d) + (sched.sentPeriods ?? 0) * length);
  const next = { startDate: shift(range.startDate), endDate: shift(range.endDate) };
  return next.endDate < localDateString(today) ? next : null;
}

function reasonOf(err: unknown, lang: Lang): string {
  if (err instanceof RunRefused) return err.message;
  if (err instanceof ApiError) {
    const fields = err.fieldErrors ? Object.values(err.fieldErrors).map((f) => t(lang, f.key, f.params)) : [];
    return [t(lang, err.key, err.params), ...fields].join(': ');
  }
  return t(lang, 'serverError');
}

export function deliveryView(m: ReportMailRecord): ReportDelivery {
  return {
    email: m.email,
    subject: m.subject,
    text: m.text,
    sentAt: iso(m.sentAt),
    scheduleId: m.scheduleId,
    status: m.status,
    fileName: m.fileName,
    fileUrl: m.fileToken ? `/openapi/reportFile?token=${m.fileToken}` : null,
    rows: m.rows,
  };
}

/**
 * Runs one schedule now. `advance`: a timed run moves the next run on; a run
 * QA fires by hand leaves it where it was.
 */
export async function runSchedule(
  s: ServerServices,
  sched: ScheduleRecord,
  at: number,
  advance: boolean,
): Promise<ReportMailRecord[]> {
  const db = s.db;
  // The file and its mails in the locale of who last set the schedule up.
  const locale = sched.locale;
  const lang = locale;
  const words = fileWords(locale);
  const owner = db.account(sched.ownerId);
  const report = db.state.savedReports.find((r) => r.id === sched.reportId);
  const name = report?.name ?? `#${sched.reportId}`;
  const zone = owner?.timeZone ?? 'UTC';
  let mails: Omit<ReportMailRecord, 'email'>;
  try {
    if (!owner || owner.status !== 'enabled' || !report || !canOpen(report, owner))
      throw new RunRefused(t(lang, 'reportGone'));
    if (!effectiveCodes(owner.menuCodes).includes('BillReportView')) throw new RunRefused(t(lang, 'forbidden'));
    const range = periodToSend(sched, resolvePeriod(report.period, todayIn(at, zone)), todayIn(at, zone));
    if (!range) {
      // Nothing to send yet: the next time comes round as usual, without a mail.
      if (advance && sched.status === 'active') sched.nextRunAt = nextRunAfter(sched, at, zone);
      return [];
    }
    const result = settlementSheet(s, owner, report.query, range, lang);
    const token = randomHex(16);
    const fileName = `${result.fileName.replace(/\.xlsx$/, '')}.${sched.format}`;
    // The page's own writer (src/contract/sheet): columns, formats, totals, comparison columns, frozen header;
    // titles in the file's locale, times in the owner's zone with the zone named.
    const stamp = (ms: number) => formatZonedTime(ms, result.timeZone, locale);
    const labels = { ...exportLabels(locale), reportName: name };
    // Titles (labels.columnTitle) and the filters block from the one source the page's export uses too
    // (src/contract/sheet/settlementWords.ts), named as the owner sees the apps and ad positions.
    const apps = db.appsInScope(owner);
    const appIds = new Set(apps.map((a) => a.id));
    const filters = settlementFilters(
      settlementBody(report.query, range) as FilterParams,
      {
        apps: apps.map((a) => ({ value: a.id, label: a.name })),
        adPositions: db.state.adPositions
          .filter((p) => appIds.has(p.appId))
          .map((p) => ({ value: p.id, label: p.name })),
      },
      words.title,
      labels.country,
    );
    const sheet = layOut(result, {
      startDate: range.startDate,
      endDate: range.endDate,
      labels,
      filters,
      changeMetrics: changeMetricsOf(report.query),
      generatedAt: stamp(at),
      updatedAt: stamp(Date.parse(result.updatedAt)),
    });
    const { matrix, data, ...layout } = sheetLayout(sheet);
    void data;
    db.state.reportFiles.push({
      token,
      scheduleId: sched.id,
      fileName,
      format: sched.format,
      sheetName: sheet.sheetName,
      matrix,
      layout,
      createdAt: at,
      expiresAt: at + REPORT_FILE_TTL_DAYS * DAY_MS,
    });
    mails = {
      subject: t(lang, 'deliverySubject', { name }),
      text: t(lang, 'deliveryText', {
        name,
        start: range.startDate,
        end: range.endDate,
        zone: zoneLabel(result.timeZone, at),
        rows: result.rows.length,
        days: REPORT_FILE_TTL_DAYS,
        url: `/openapi/reportFile?token=${token}`,
      }),
      sentAt: at,
      scheduleId: sched.id,
      status: 'sent',
      fileToken: token,
      fileName,
      rows: result.rows.length,
    };
  } catch (err) {
    const reason = reasonOf(err, lang);
    mails = {
      subject: t(lang, 'deliveryFailedSubject', { name }),
      text: t(lang, 'deliveryFailedText', { name, reason }),
      sentAt: at,
      scheduleId: sched.id,
      status: 'failed',
      fileToken: null,
      fileName: null,
      rows: null,
    };
  }
  sched.lastRun = {
    at,
    status: mails.status,
    rows: mails.rows,
    message: mails.status === 'failed' ? mails.text : null,
  };
  if (advance && sched.status === 'active') sched.nextRunAt = nextRunAfter(sched, at, zone);
  if (mails.status === 'sent' && sched.fixedPeriod) {
    sched.sentPeriods = (sched.sentPeriods ?? 0) + 1;
    // A fixed period sent once has nothing more to send (issue 52: it was sent again every day).
    if (sched.fixedPeriod === 'once') {
      sched.status = 'done';
      sched.nextRunAt = null;
    }
  }
  const sent = sched.recipients.map((email) => ({ ...mails, email }));
  db.state.reportMails.push(...sent);
  if (db.state.reportMails.length > MAILS_KEPT)
    db.state.reportMails.splice(0, db.state.reportMails.length - MAILS_KEPT);
  db.state.reportFiles = db.state.reportFiles.filter((f) => f.expiresAt > at);
  return sent;
}

/** Runs every active schedule whose time has come (once each, however many runs were missed). */
export async function runDueSchedules(s: ServerServices, now: number): Promise<ReportMailRecord[]> {
  const due = s.db.state.schedules.filter((x) => x.status === 'active' && x.nextRunAt !== null && x.nextRunAt <= now);
  const out: ReportMailRecord[] = [];
  for (const sched of due) out.push(...(await runSchedule(s, sched, now, true)));
  if (due.length) s.changed();
  return out;
}

/** Cheap check before every request: is any schedule due? */
export function anyDue(s: ServerServices, now: number): boolean {
  return s.db.state.schedules.some((x) => x.status === 'active' && x.nextRunAt !== null && x.nextRunAt <= now);
}
