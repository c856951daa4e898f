/**
 * The settlement area's public face (the settlement report with its saved reports and schedules,
 * docs/settlement.md): what other areas read of it. The dashboard and the statements link into the
 * report with its typed address; nothing else leaves the area.
 */
export { settlementHref } from './links';
