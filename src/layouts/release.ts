import { publicUrl } from '@/utils/publicUrl';

/**
 * Which build is deployed: `version.json` beside index.html, written by
 * scripts/build.mjs with the id that is also compiled into the console
 * (BUILD_ID). Not the provider's API (so not a service): a static file of our
 * own deployment, read without the token and never from a cache.
 */

/** The build this tab runs. */
export const RUNNING_BUILD: string = BUILD_ID;

/** The deployed build's id, or null when it cannot be told (no file outside a production build, offline, garbage). */
export async function deployedBuild(): Promise<string | null> {
  try {
    const res = await fetch(publicUrl('version.json'), { cache: 'no-store' });
    if (!res.ok) return null;
    const body: unknown = await res.json();
    const build = (body as { build?: unknown } | null)?.build;
    return typeof build === 'string' && build !== '' ? build : null;
  } catch {
    return null;
  }
}
