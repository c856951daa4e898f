/**
 * What a Google Play / App Store address names, one rule for console and mock
 * (issue 29): only an http(s) address of the store's app page counts, Google
 * Play's `/store/apps/details?id=<package>` or the App Store's `…/id<digits>`.
 * The App Store's numeric id is kept: the mock finds its listing by it, and a
 * form may show it. Anything else (another scheme, another page) names nothing.
 */
export type StoreRef = { platform: 'android'; packageName: string } | { platform: 'ios'; storeId: string };

export function parseStoreUrl(url: string): StoreRef | null {
  let u: URL;
  try {
    u = new URL(url.trim());
  } catch {
    return null;
  }
  if (u.protocol !== 'http:' && u.protocol !== 'https:') return null;
  const host = u.hostname.toLowerCase();
  if (host === 'play.google.com') {
    const id = u.searchParams.get('id');
    return u.pathname.startsWith('/store/apps/details') && id ? { platform: 'android', packageName: id } : null;
  }
  if (host === 'apps.apple.com' || host === 'itunes.apple.com') {
    const m = /\/id(\d+)(?:\/|$)/.exec(u.pathname);
    return m ? { platform: 'ios', storeId: m[1] } : null;
  }
  return null;
}
