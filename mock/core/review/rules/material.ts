/** A creative as the API shows it: the review routes answer with it, and QA's submit control too. */
import type { Material } from '../../../../src/contract/typings';
import type { Db } from '../../db';
import { iso } from '../../lib/dates';
import { hashString } from '../../lib/random';
import type { MaterialRecord } from '../../state';

function xmlEscape(s: string): string {
  return s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** A small placeholder creative: colored by id, with size and (escaped) title. */
export function previewSvg(m: MaterialRecord): string {
  const hue = hashString(`m${m.id}`) % 360;
  const w = Math.min(m.width, 640);
  const h = Math.max(40, Math.round((m.height / m.width) * w));
  const title = m.title.length > 40 ? `${m.title.slice(0, 39)}…` : m.title;
  const badge =
    m.format === 'video'
      ? `<polygon points="${w / 2 - 14},${h / 2 - 16} ${w / 2 - 14},${h / 2 + 16} ${w / 2 + 16},${h / 2}" fill="#fff" opacity="0.85"/>`
      : '';
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">` +
    `<rect width="100%" height="100%" fill="hsl(${hue},55%,45%)"/>` +
    `<text x="8" y="${Math.min(22, h - 8)}" font-family="sans-serif" font-size="14" fill="#fff">${xmlEscape(title)}</text>` +
    `<text x="8" y="${h - 8}" font-family="sans-serif" font-size="11" fill="#fff" opacity="0.8">${m.width}×${m.height} ${xmlEscape(m.advertiser)}</text>${badge}</svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

export function view(db: Db, m: MaterialRecord): Material {
  const app = db.app(m.appId);
  const pos = db.adPosition(m.adPositionId);
  const rule = m.blockedBy === null ? undefined : db.state.blockRules.find((r) => r.id === m.blockedBy);
  return {
    id: m.id,
    title: m.title,
    advertiser: m.advertiser,
    advertiserDomain: m.advertiserDomain,
    adType: m.adType,
    format: m.format,
    size: `${m.width}x${m.height}`,
    durationSec: m.durationSec,
    previewUrl: previewSvg(m),
    appId: m.appId,
    appName: app?.name ?? '',
    adPositionId: m.adPositionId,
    adPositionName: pos?.name ?? '',
    landingUrl: m.landingUrl,
    submittedAt: iso(m.submittedAt),
    status: m.status,
    reviewedAt: m.reviewedAt === null ? null : iso(m.reviewedAt),
    reviewedBy: m.reviewer,
    rejectReason: m.rejectReason,
    category: m.category,
    blockedBy: rule
      ? { ruleId: rule.id, kind: rule.kind, value: rule.value }
      : m.status === 'blocked'
        ? { ruleId: null, kind: 'category', value: m.category }
        : null,
    impressions7d: m.impressions7d,
    revenue7d: m.revenue7d,
  };
}
