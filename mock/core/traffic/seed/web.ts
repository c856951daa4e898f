/**
 * The fake web of the app-ads.txt crawler (lib/appAds.ts): each company's
 * files, matching the websites the seed gives its apps (seed/inventory.ts).
 */
import { appAdsLine, type FakeWeb } from '../../lib/appAds';
import { COMPANY_DOMAIN } from './inventory';

const OTHER_SELLERS = ['google.com, pub-0000000000000000, DIRECT, f08c47fec0942fa0', 'applovin.com, 3f1a0c, RESELLER'];

export function seedWeb(): FakeWeb {
  const web: FakeWeb = {};
  for (const [id, company] of Object.entries(COMPANY_DOMAIN)) {
    const own = `https://www.${company}.example/app-ads.txt`;
    web[own] = { status: 200, body: ['# app-ads.txt', appAdsLine(Number(id)), ...OTHER_SELLERS, ''].join('\n') };
    // A file that exists, without this provider's line.
    web[`https://games.${company}.example/app-ads.txt`] = { status: 200, body: [...OTHER_SELLERS, ''].join('\n') };
    web[`http://${company}-tools.example/app-ads.txt`] = { status: 301, location: own };
  }
  return web;
}
