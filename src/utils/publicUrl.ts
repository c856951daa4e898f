/**
 * The address of a file of public/ (or beside index.html, like version.json):
 * under the assets' public path, `window.publicPath` when the host page sets
 * it, else the one the build was made for (BASE_PATH), so a console deployed
 * under /console/ never asks for /logo.svg.
 */
export function publicUrl(file: string): string {
  const base = typeof window !== 'undefined' && typeof window.publicPath === 'string' ? window.publicPath : BASE_PATH;
  return `${base.endsWith('/') ? base : `${base}/`}${file}`;
}
