/**
 * The app dialog's drafts, apart from the dialog itself: the list reads them on every visit to reopen a dialog
 * left with unsaved changes, and the dialog loads only when it opens (AppsPage).
 */
import type { App } from '@/contract/typings';

/** Which app dialog was open with unsaved changes, so it reopens after signing in again. */
export const OPEN_DIALOG_DRAFT = 'app.dialog';
export type OpenDialog = { mode: 'create' } | { mode: 'edit'; id: number };
export const appDraftId = (app?: App | null) => (app ? `app.edit.${app.id}` : 'app.create');
