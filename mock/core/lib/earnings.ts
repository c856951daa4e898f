/**
 * The publisher's earnings of a gross amount (issue 31): gross × the media
 * share, rounded to the cent. One function in one place: the traffic store
 * applies it to each stored cell (an ad position's provider day) and every
 * report, the dashboard, the report API and the statement's media revenue
 * add those cells up, so a month's daily earnings and its statement tie to
 * the cent whatever the grouping.
 */
import { MEDIA_SHARE_RATE } from '../../../src/contract/constants';

export { MEDIA_SHARE_RATE };

export function earningsCentsOf(grossCents: number): number {
  return Math.round(grossCents * MEDIA_SHARE_RATE);
}
