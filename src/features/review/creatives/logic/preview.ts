/**
 * Preview sources and display sizes. The preview URL is server data too:
 * only generated images (data:image/…) and http(s) files are loaded.
 */
import { safeHttpUrl } from '@/utils/url';
import type { Material } from '@/contract/typings';

export function safePreviewSrc(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  if (/^data:image\/(svg\+xml|png|jpeg|gif|webp)[;,]/i.test(value)) return value;
  return safeHttpUrl(value);
}

/**
 * A video file, when the server sends one (the current contract sends only
 * the poster frame as `previewUrl`): http(s) only.
 */
export function safeVideoSrc(m: Material & { videoUrl?: unknown }): string | null {
  return safeHttpUrl(m.videoUrl);
}

/** Width and height parsed from "320x50", or null when the text is unusable. */
export function parseSize(size: string): { width: number; height: number } | null {
  const match = /^(\d{1,5})\s*[x×]\s*(\d{1,5})$/i.exec(typeof size === 'string' ? size.trim() : '');
  const width = match ? Number(match[1]) : 0;
  const height = match ? Number(match[2]) : 0;
  return width > 0 && height > 0 ? { width, height } : null;
}

/** The creative's own size, scaled down (never up) with its aspect ratio kept to fit the box. */
export function fitInto(size: string, maxWidth: number, maxHeight: number): { width: number; height: number } {
  const parsed = parseSize(size);
  if (!parsed) return { width: maxWidth, height: maxHeight };
  const { width, height } = parsed;
  const scale = Math.min(1, maxWidth / width, maxHeight / height);
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}
