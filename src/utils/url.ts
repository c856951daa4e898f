/**
 * Links that come from the server (store URLs, landing URLs) are untrusted:
 * only absolute http(s) URLs are ever rendered as links or opened; anything
 * else (javascript:, data:, relative paths, garbage) is shown as text only.
 */
export function safeHttpUrl(value: unknown): string | null {
  if (typeof value !== 'string' || value.trim() === '') return null;
  try {
    const url = new URL(value.trim());
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * Opens an untrusted URL in a new tab without giving it access to this
 * window. Returns false when the URL is refused (not http(s)); true means it
 * was handed to the browser (with noopener, window.open never returns the
 * new window, so a blocked pop-up cannot be told apart).
 */
export function openExternal(value: unknown): boolean {
  const href = safeHttpUrl(value);
  if (!href) return false;
  window.open(href, '_blank', 'noopener,noreferrer');
  return true;
}
