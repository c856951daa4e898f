/**
 * QA's traffic anomalies (issue 49): `GET|POST|DELETE /__mock/anomaly`. What an anomaly does to the figures is
 * lib/anomalies.ts; here the switch, which keeps them in the state (persisted, cleared by a reset) and hands them
 * to the traffic store.
 */
import type { Country, MockAnomaly, MockAnomalyMetric } from '../../src/contract/typings';
import { COUNTRIES } from '../../src/contract/values';
import { mockAnomalyMetricValues } from '../../src/contract/schema';
import type { Ctx, RouteDef } from './context';
import { Validator } from './lib/validate';

const list = (ctx: Ctx): MockAnomaly[] => (ctx.db.state.anomalies ??= []);

/** An instant the request names: an ISO 8601 date-time with its offset (a bare date would be read as UTC midnight). */
function instant(v: Validator, field: string, required: boolean): string | undefined {
  const raw = v.str(field, { required, max: 40 });
  if (raw === undefined) return undefined;
  if (!/^\d{4}-\d\d-\d\dT\d\d:\d\d(:\d\d(\.\d+)?)?(Z|[+-]\d\d:\d\d)$/.test(raw) || Number.isNaN(Date.parse(raw))) {
    v.fail(field, 'validation');
    return undefined;
  }
  return new Date(Date.parse(raw)).toISOString();
}

function addAnomaly(ctx: Ctx): MockAnomaly[] {
  const v = new Validator(ctx.body);
  const appId = v.id('appId');
  const adPositionId = v.num('adPositionId', { integer: true });
  const country = v.oneOf('country', COUNTRIES) as Country | undefined;
  const metric = v.oneOf('metric', mockAnomalyMetricValues, true) as MockAnomalyMetric | undefined;
  // A fill rate cannot rise past the requests: above 1 only requests and eCPM may go.
  const factor = v.num('factor', { required: true, min: 0, max: metric === 'fillRate' ? 1 : 10 });
  const from = instant(v, 'from', true);
  const to = instant(v, 'to', false);
  if (from && to && to <= from) v.fail('to', 'dateOrder');
  const app = appId === undefined ? undefined : ctx.db.state.apps.find((a) => a.id === appId);
  if (appId !== undefined && !app) v.fail('appId', 'notFound');
  if (adPositionId !== undefined && app) {
    const p = ctx.db.state.adPositions.find((x) => x.id === adPositionId);
    if (!p || p.appId !== app.id) v.fail('adPositionId', 'notFound');
  }
  v.done();
  const anomalies = list(ctx);
  const id = anomalies.reduce((max, a) => Math.max(max, a.id), 0) + 1;
  anomalies.push({
    id,
    appId: appId as number,
    ...(adPositionId !== undefined ? { adPositionId } : {}),
    ...(country ? { country } : {}),
    metric: metric as MockAnomalyMetric,
    factor: factor as number,
    from: from as string,
    ...(to ? { to } : {}),
  });
  ctx.s.traffic().setAnomalies(anomalies);
  return anomalies;
}

export const anomalyRoutes: RouteDef[] = [
  { method: 'GET', path: '/__mock/anomaly', auth: 'none', handler: (ctx) => ({ result: list(ctx) }) },
  {
    method: 'POST',
    path: '/__mock/anomaly',
    auth: 'none',
    handler: (ctx) => ({ result: addAnomaly(ctx), msg: 'saved', changed: true }),
  },
  {
    method: 'DELETE',
    path: '/__mock/anomaly',
    auth: 'none',
    handler: (ctx) => {
      ctx.db.state.anomalies = [];
      ctx.s.traffic().setAnomalies([]);
      return { result: [], msg: 'deleted', changed: true };
    },
  },
];
