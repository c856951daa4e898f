import { accessFromCodes, type AccessFlags } from '@/session/menuAccess';
import type { InitialState } from './app';

/** umi's access plugin: flags from the server's menu codes (see src/session/menuAccess.ts). */
export default function access(initialState: InitialState | undefined): AccessFlags {
  return accessFromCodes(initialState?.menuCodes ?? [], initialState?.currentUser);
}
