/**
 * What a domain rule's field accepts. A rule by domain blocks the advertiser's domain and its subdomains, so a pasted
 * address (`https://www.turbo-loans.test/landing?cid=1`) is reduced to its host, and a leading `www.` is dropped: the
 * bare domain covers `www.` and every other subdomain, while `www.` alone would miss the bare domain. Anything that
 * is still not a host name (spaces, an IP address, no dot) is refused on the field; the server refuses it too.
 */
export type DomainReading = { ok: true; host: string } | { ok: false; reason: 'spaces' | 'invalid' };

const LABEL_RE = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;
const TLD_RE = /^(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})$/;
const HOST_MAX = 253;

/** True for a host name of two labels or more whose last is a top-level domain (letters, or punycode). */
export function isDomain(host: string): boolean {
  if (!host || host.length > HOST_MAX) return false;
  const labels = host.split('.');
  return labels.length >= 2 && labels.every((l) => LABEL_RE.test(l)) && TLD_RE.test(labels[labels.length - 1]);
}

/** The host a typed or pasted value stands for, or why it is refused. */
export function readDomain(raw: string): DomainReading {
  const text = raw.trim();
  if (!text) return { ok: false, reason: 'invalid' };
  if (/\s/.test(text)) return { ok: false, reason: 'spaces' };
  let host: string;
  try {
    // URL does the parsing (scheme, user, port, path, query) and turns a Unicode name into punycode.
    const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(text) ? text : `http://${text.replace(/^\/\//, '')}`;
    const url = new URL(withScheme);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return { ok: false, reason: 'invalid' };
    host = url.hostname.toLowerCase().replace(/\.$/, '');
  } catch {
    return { ok: false, reason: 'invalid' };
  }
  if (host.startsWith('www.') && isDomain(host.slice(4))) host = host.slice(4);
  return isDomain(host) ? { ok: true, host } : { ok: false, reason: 'invalid' };
}
