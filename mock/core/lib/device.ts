/**
 * Where a request comes from, as the sessions list and the sign-in history
 * show it: browser and system read from the User-Agent (coarsely: a family
 * name, never the raw string), the address from X-Forwarded-For, and a place
 * looked up in a small table of documentation address ranges (a provider
 * would use a geo-IP database). Requests without a forwarded address get one
 * of those ranges, chosen by their user agent, so a demo shows places.
 */
import type { MockRequest } from '../types';

export type Browser = 'chrome' | 'edge' | 'firefox' | 'safari' | 'other';
export type Os = 'windows' | 'macos' | 'linux' | 'android' | 'ios' | 'other';

export interface ClientInfo {
  browser: Browser;
  os: Os;
  ip: string;
  place: string | null;
}

const PLACES: { prefix: string; place: string }[] = [
  { prefix: '203.0.113.', place: 'Shanghai, China' },
  { prefix: '198.51.100.', place: 'Singapore' },
  { prefix: '192.0.2.', place: 'Frankfurt, Germany' },
  { prefix: '2001:db8:', place: 'São Paulo, Brazil' },
];

export function browserOf(ua: string): Browser {
  if (/Edg(e|A|iOS)?\//.test(ua)) return 'edge';
  if (/Firefox\/|FxiOS\//.test(ua)) return 'firefox';
  if (/(Headless)?Chrome\/|CriOS\//.test(ua)) return 'chrome';
  if (/Version\/[\d.]+.*Safari\//.test(ua)) return 'safari';
  return 'other';
}

export function osOf(ua: string): Os {
  if (/iPhone|iPad|iPod/.test(ua)) return 'ios';
  if (/Android/.test(ua)) return 'android';
  if (/Windows NT/.test(ua)) return 'windows';
  if (/Mac OS X|Macintosh/.test(ua)) return 'macos';
  if (/Linux|X11|CrOS/.test(ua)) return 'linux';
  return 'other';
}

const IPV4 = /^(\d{1,3}\.){3}\d{1,3}$/;
const IPV6 = /^[0-9a-f:]{2,39}$/i;

export function placeOf(ip: string): string | null {
  return PLACES.find((p) => ip.toLowerCase().startsWith(p.prefix))?.place ?? null;
}

function hash(text: string): number {
  let h = 7;
  for (let i = 0; i < text.length; i++) h = (h * 31 + text.charCodeAt(i)) >>> 0;
  return h;
}

export function clientOf(req: MockRequest): ClientInfo {
  const ua = (req.headers['user-agent'] ?? '').slice(0, 500);
  const forwarded = (req.headers['x-forwarded-for'] ?? '').split(',')[0].trim();
  const ip =
    IPV4.test(forwarded) || IPV6.test(forwarded)
      ? forwarded
      : `${PLACES[hash(ua) % 3].prefix}${(hash(`${ua}#`) % 250) + 1}`;
  return { browser: browserOf(ua), os: osOf(ua), ip, place: placeOf(ip) };
}
