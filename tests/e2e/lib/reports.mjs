// Helpers for the report pages' browser tests (dashboard, media-divide, audit report).
import { expect } from '../fixtures.mjs';
import { callFromPage } from './console.mjs';

/** Calls the provider API from the page with the page's own token, as the console would: the answer's result. */
export async function apiFromPage(page, path, body = {}) {
  return (await callFromPage(page, path, body)).result;
}

export const money = (n) =>
  new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    currencyDisplay: 'narrowSymbol',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(n);
export const integer = (n) => new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 }).format(n);
export const percent = (n) =>
  new Intl.NumberFormat('en-US', { style: 'percent', minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(n);

/** The six KPI card values as shown, by label. */
export async function kpiValues(page) {
  await page.locator('[data-testid=dashboard-kpis][data-state=ready]').waitFor();
  return page.$$eval('[data-testid=dashboard-kpis] [data-kpi]', (cards) =>
    Object.fromEntries(
      cards.map((c) => [c.getAttribute('data-kpi'), c.querySelector('[data-role=value]')?.textContent]),
    ),
  );
}

/** Waits until a KPI card shows `expected` (with the cards ready). */
export async function waitForKpi(page, label, expected) {
  await expect
    .poll(async () => (await kpiValues(page))[label], { message: `${label} to show ${expected}` })
    .toBe(expected);
}
