import { KEYS } from './constants';

/** Choices of how a page looks, kept for the browser session (session storage) only. */

export type MaterialViewMode = 'grid' | 'table';

/** The creative review page's grid or table; grid unless the table was chosen in this session. */
export function loadMaterialView(): MaterialViewMode {
  try {
    return window.sessionStorage.getItem(KEYS.materialView) === 'table' ? 'table' : 'grid';
  } catch {
    return 'grid';
  }
}

export function saveMaterialView(mode: MaterialViewMode): void {
  try {
    window.sessionStorage.setItem(KEYS.materialView, mode);
  } catch {
    // Storage may be unavailable (private mode, quota); the choice then lasts for this page only.
  }
}
