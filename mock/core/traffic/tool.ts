/**
 * Spreadsheet import of ad positions (admin only): .csv, .xlsx or .xls up to
 * 10 MB, parsed here (never in the console), each row validated with the same
 * rules as /media/adPosition/create; valid rows are created, the others are
 * reported with their row number.
 */
import type { AdType, ImportResult } from '../../../src/contract/typings';
import { type Ctx, type RouteDef, post } from '../context';
import { validationError } from '../lib/envelope';
import { unitIdOf } from '../lib/views';
import { csvCell, parseCsv } from '../lib/csv';
import { xlsx } from '../lib/xlsx';
import { t, type MessageKey } from '../lib/i18n';
import { Validator, type Body } from '../lib/validate';
import type { UploadedFile } from '../types';
import { AD_TYPES } from '../../../src/contract/values';
import { LIMITS } from '../../../src/contract/limits';
import { IMPORT_COLUMNS, IMPORT_EXAMPLE_ROWS } from '../../../src/contract/importTemplate';
import { checkAppUsable, insertAdPosition, nameTaken, readAdPositionInput } from './adPosition';

const MAX_FILE_BYTES = LIMITS.importFileBytes;
const MAX_ROWS = LIMITS.importRowsMax;
type Kind = 'csv' | 'xlsx' | 'xls';

/** Extension and content must agree (a renamed binary is refused). */
function kindOf(file: UploadedFile): Kind | null {
  const ext = /\.([a-z0-9]+)$/i.exec(file.name)?.[1]?.toLowerCase();
  const d = file.data;
  const zip = d[0] === 0x50 && d[1] === 0x4b && d[2] === 0x03 && d[3] === 0x04;
  const ole = d[0] === 0xd0 && d[1] === 0xcf && d[2] === 0x11 && d[3] === 0xe0;
  if (ext === 'xlsx') return zip ? 'xlsx' : null;
  if (ext === 'xls') return ole ? 'xls' : null;
  if (ext === 'csv') return !zip && !ole && !d.subarray(0, 8192).includes(0) ? 'csv' : null;
  return null;
}

function fileError(key: MessageKey, params?: Record<string, number>): never {
  throw validationError({ file: { key, params } });
}

function readRows(kind: Kind, data: Uint8Array): string[][] {
  if (kind === 'csv') return parseCsv(new TextDecoder('utf-8').decode(data));
  const XLSX = xlsx();
  try {
    const wb = XLSX.read(data, { type: 'array', cellFormula: false, cellHTML: false, sheetRows: MAX_ROWS + 2 });
    const first = wb.SheetNames[0];
    if (!first) return [];
    const rows = XLSX.utils.sheet_to_json<unknown[]>(wb.Sheets[first], {
      header: 1,
      raw: false,
      defval: '',
      blankrows: true,
    });
    return rows.map((r) => r.map((c) => (c === null || c === undefined ? '' : String(c))));
  } catch {
    return fileError('fileUnreadable');
  }
}

/** A row as the body create would receive. */
function rowToBody(header: readonly string[], cells: string[]): Body {
  const body: Body = {};
  header.forEach((col, i) => {
    const value = (cells[i] ?? '').trim();
    if (value !== '') body[col] = value;
  });
  if (body.appId !== undefined) body.appId = Number(body.appId);
  if (body.frequencyCapCount !== undefined || body.frequencyCapPeriod !== undefined) {
    body.frequencyCap = { count: body.frequencyCapCount, period: body.frequencyCapPeriod };
  }
  return body;
}

/** The template column a validation error of the create call's field belongs to (frequencyCap.count → frequencyCapCount). */
const COLUMN_OF_FIELD: Record<string, string> = {
  'frequencyCap.count': 'frequencyCapCount',
  'frequencyCap.period': 'frequencyCapPeriod',
  frequencyCap: 'frequencyCapCount',
};

/** `checkOnly`: every row is validated as the import would, nothing is created (extension). */
function importRows(ctx: Ctx, rows: string[][], hasHeader: boolean, checkOnly = false): ImportResult {
  const result: ImportResult = { accepted: 0, createdIds: [], created: [], rejected: [], checkOnly };
  // A check-only run creates nothing, so a name repeated within the file is caught here, as the real run would.
  const wouldCreate = new Set<string>();
  let header: string[] = [...IMPORT_COLUMNS];
  // What the user's file calls each column: its own header cell, else the template's title.
  const titleOf = new Map<string, string>(IMPORT_COLUMNS.map((c) => [c, c]));
  let start = 0;
  if (hasHeader) {
    const known = new Map(IMPORT_COLUMNS.map((c) => [c.toLowerCase(), c as string]));
    header = (rows[0] ?? []).map((h) => known.get(h.trim().toLowerCase()) ?? `?${h}`);
    header.forEach((column, i) => {
      if (!column.startsWith('?')) titleOf.set(column, (rows[0][i] ?? '').trim() || column);
    });
    start = 1;
  }
  const columnTitle = (field: string) => {
    const column = COLUMN_OF_FIELD[field] ?? field;
    return titleOf.get(column) ?? column;
  };
  const dataRows = rows
    .slice(start)
    .map((cells, i) => ({ cells, row: start + i + 1 }))
    .filter((r) => r.cells.some((c) => c.trim() !== ''));
  if (dataRows.length === 0) fileError('fileNoRows');
  if (dataRows.length > MAX_ROWS) fileError('fileTooManyRows', { max: MAX_ROWS });
  const scope = ctx.db.scope(ctx.me);
  for (const { cells, row } of dataRows) {
    const v = new Validator(rowToBody(header, cells));
    const appId = v.id('appId');
    const adType = v.oneOf('adType', AD_TYPES, true);
    const app = appId !== undefined ? ctx.db.app(appId) : undefined;
    if (appId !== undefined && (!app || !scope.has(appId))) v.fail('appId', 'notInScope', { ids: appId });
    else if (app) checkAppUsable(v, app);
    // Without a valid ad type, no type's own fields are asked for: one bad value, one error
    // (an interstitial has no fields of its own).
    const fields = readAdPositionInput(v, adType ?? 'interstitial');
    const key = `${appId}:${fields.name.trim().toLowerCase()}`;
    if (v.ok && (nameTaken(ctx.db, appId as number, fields.name) || wouldCreate.has(key)))
      v.fail('name', 'adPositionNameTaken');
    if (!v.ok) {
      const errors = Object.entries(v.errors).map(([f, m]) => ({
        column: columnTitle(f),
        message: t(ctx.lang, m.key, m.params),
      }));
      const reason = errors.map((e) => `${e.column}: ${e.message}`).join('; ');
      result.rejected.push({ row, reason, errors });
      continue;
    }
    result.accepted++;
    if (checkOnly) {
      wouldCreate.add(key);
      continue;
    }
    const rec = insertAdPosition(ctx.db, ctx.now(), appId as number, adType as AdType, fields);
    result.createdIds.push(rec.id);
    result.created.push({
      row,
      id: rec.id,
      unitId: unitIdOf(rec),
      appId: rec.appId,
      name: rec.name,
      adType: rec.adType,
    });
  }
  return result;
}

export const toolRoutes: RouteDef[] = [
  post('/admin/tool/processExcel', { adminOnly: true }, (ctx) => {
    const form = ctx.req.form;
    const file = form?.files.find((f) => f.field === 'file') ?? form?.files[0];
    if (!file) return fileError('fileRequired');
    if (file.data.length === 0) fileError('fileEmpty');
    if (file.data.length > MAX_FILE_BYTES) fileError('fileTooLarge');
    const kind = kindOf(file);
    if (!kind) fileError('fileType');
    const isAttr = (form?.fields.isAttr ?? '1').trim() !== '0';
    const checkOnly = (form?.fields.checkOnly ?? '0').trim() === '1';
    const result = importRows(ctx, readRows(kind, file.data), isAttr, checkOnly);
    return {
      result,
      msg: checkOnly ? 'importChecked' : 'importDone',
      msgParams: { accepted: result.accepted, rejected: result.rejected.length },
      changed: !checkOnly && result.accepted > 0,
    };
  }),
  {
    // A plain link downloads it, so no token is needed: it holds no data.
    method: 'GET',
    path: '/admin/tool/template.csv',
    auth: 'none',
    handler: () => {
      const lines = [IMPORT_COLUMNS.join(','), ...IMPORT_EXAMPLE_ROWS.map((r) => r.map(csvCell).join(','))];
      return {
        raw: {
          status: 200,
          headers: {
            'content-type': 'text/csv; charset=utf-8',
            'content-disposition': 'attachment; filename="ad-positions-template.csv"',
          },
          text: `\ufeff${lines.join('\r\n')}\r\n`,
        },
      };
    },
  },
];
