/**
 * "What changed" (issue 49, `/media/dashboard/changes`): yesterday against the same weekday a week before, today
 * so far against the same hours of the day a week before; per dimension the entities that moved earnings most,
 * each split into its causes (splitChange.ts). Every figure is summed in cents from one aggregate per period by
 * ad position and country, so the movers and "everything else" add up to the period's change to the cent.
 */
import type {
  ChangeDimension,
  ChangeDimensionKey,
  ChangeFigures,
  ChangeMover,
  ChangeReport,
} from '../../../../src/contract/typings';
import { CHANGE_DIMENSIONS, MOVERS_EACH_WAY } from '../../../../src/contract/values';
import { comparisonUntil } from '../../../../src/contract/sameHours';
import type { Db } from '../../db';
import { dayToDate, iso } from '../../lib/dates';
import { aggRows, metricsOf, type AggRow, type TrafficStore } from '../../lib/trafficStore';
import { causeParts, mainCause, splitChange, type ChangeBase } from './splitChange';

const cents = (c: number) => Math.round(c) / 100;
const zero = (): ChangeBase => ({ requests: 0, fills: 0, impressions: 0, earningsCents: 0 });

/** The figures as the report rounds them (metricsOf): eCPM is the earnings' eCPM, money the publisher's earnings. */
function figures(r: ChangeBase): ChangeFigures {
  const m = metricsOf({ ...r, clicks: 0, revenueCents: 0 });
  return {
    requests: m.requests,
    fillRate: m.fillRate,
    showRate: m.showRate,
    ecpm: m.earningsEcpm,
    earnings: m.earnings,
  };
}

function add(into: ChangeBase, r: ChangeBase): void {
  into.requests += r.requests;
  into.fills += r.fills;
  into.impressions += r.impressions;
  into.earningsCents += r.earningsCents;
}

/** The entity of a cell (an ad position's traffic from one country) in each dimension. */
function keyOf(dim: ChangeDimensionKey, r: AggRow): string {
  if (dim === 'app') return String(r.appId);
  if (dim === 'adPosition') return String(r.adPositionId);
  if (dim === 'country') return r.country as string;
  return r.adType as string;
}

type Identity = Pick<ChangeMover, 'key' | 'name' | 'appId' | 'appName' | 'adPositionId' | 'country' | 'adType'>;

/** What names the entity (for the page's text and its link into the settlement report). */
function identity(db: Db, dim: ChangeDimensionKey, cell: AggRow): Identity {
  const key = keyOf(dim, cell);
  const appId = cell.appId as number;
  if (dim === 'app') return { key, name: db.app(appId)?.name ?? '', appId };
  if (dim === 'adPosition') {
    const name = db.adPosition(cell.adPositionId as number)?.name ?? '';
    return {
      key,
      name,
      adPositionId: cell.adPositionId,
      appId,
      appName: db.app(appId)?.name ?? '',
      adType: cell.adType,
    };
  }
  if (dim === 'country') return { key, name: key, country: cell.country };
  return { key, name: key, adType: cell.adType };
}

interface Entity {
  id: Identity;
  cur: ChangeBase;
  prev: ChangeBase;
  parts: number[];
}

interface Cell {
  row: AggRow;
  cur: ChangeBase;
  prev: ChangeBase;
  parts: number[];
}

function dimension(db: Db, dim: ChangeDimensionKey, cells: readonly Cell[]): ChangeDimension {
  const entities = new Map<string, Entity>();
  for (const cell of cells) {
    const key = keyOf(dim, cell.row);
    let e = entities.get(key);
    if (!e)
      entities.set(key, (e = { id: identity(db, dim, cell.row), cur: zero(), prev: zero(), parts: [0, 0, 0, 0] }));
    add(e.cur, cell.cur);
    add(e.prev, cell.prev);
    for (let i = 0; i < 4; i++) e.parts[i] += cell.parts[i];
  }
  const moved = [...entities.values()]
    .map((e) => ({ e, change: e.cur.earningsCents - e.prev.earningsCents }))
    .filter((m) => m.change !== 0);
  const falls = moved.reduce((a, m) => a + Math.max(0, -m.change), 0);
  const rises = moved.reduce((a, m) => a + Math.max(0, m.change), 0);
  const down = moved
    .filter((m) => m.change < 0)
    .sort((a, b) => a.change - b.change || a.e.id.key.localeCompare(b.e.id.key));
  const up = moved
    .filter((m) => m.change > 0)
    .sort((a, b) => b.change - a.change || a.e.id.key.localeCompare(b.e.id.key));
  const shown = [...down.slice(0, MOVERS_EACH_WAY), ...up.slice(0, MOVERS_EACH_WAY)];
  const total = moved.reduce((a, m) => a + m.change, 0);
  const shownTotal = shown.reduce((a, m) => a + m.change, 0);
  return {
    dimension: dim,
    movers: shown.map(({ e, change }) => {
      const split = splitChange(e.parts, change);
      return {
        ...e.id,
        current: figures(e.cur),
        previous: figures(e.prev),
        change: cents(change),
        share: Math.round((Math.abs(change) / (change < 0 ? falls : rises)) * 10000) / 10000,
        causes: split.map(({ cause, cents: part }) => ({ cause, change: cents(part) })),
        mainCause: mainCause(split, change),
      };
    }),
    others: { change: cents(total - shownTotal), count: moved.length - shown.length },
  };
}

/** One comparison: `day` (so far, when it is today) against the same weekday a week before. */
export function changeReport(db: Db, tr: TrafficStore, appIds: Set<number>, zone: string, day: number): ChangeReport {
  const date = dayToDate(day);
  const isToday = day === tr.todayIn(zone);
  // Today is compared with the same hours of its week-before day, as the settlement report's previousWeek cuts it.
  const previousUntil = isToday
    ? comparisonUntil({ start: date, end: date }, 'previousWeek', zone, tr.dataUntil)
    : undefined;
  const finest = (d: number, until?: number) =>
    aggRows(tr.aggregate({ appIds, zone, startDay: d, endDay: d, until }, ['adPosition', 'adType', 'country']));
  const cellKey = (r: AggRow) => `${r.adPositionId}|${r.country}`;
  const cells = new Map<string, Cell>();
  const cellOf = (r: AggRow) => {
    let c = cells.get(cellKey(r));
    if (!c) cells.set(cellKey(r), (c = { row: r, cur: zero(), prev: zero(), parts: [0, 0, 0, 0] }));
    return c;
  };
  const cur = zero();
  const prev = zero();
  for (const r of finest(day)) {
    add(cellOf(r).cur, r);
    add(cur, r);
  }
  for (const r of finest(day - 7, previousUntil)) {
    add(cellOf(r).prev, r);
    add(prev, r);
  }
  for (const c of cells.values())
    if (c.cur.earningsCents !== 0 || c.prev.earningsCents !== 0) c.parts = causeParts(c.cur, c.prev);
  const list = [...cells.values()];
  return {
    date,
    previousDate: dayToDate(day - 7),
    ...(isToday ? { until: iso(tr.dataUntil) } : {}),
    ...(previousUntil !== undefined ? { previousUntil: iso(previousUntil) } : {}),
    current: figures(cur),
    previous: figures(prev),
    change: cents(cur.earningsCents - prev.earningsCents),
    dimensions: CHANGE_DIMENSIONS.map((dim) => dimension(db, dim, list)),
  };
}
