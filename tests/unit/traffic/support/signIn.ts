import type { MenuCode } from '@/contract/typings';

export { signInAs } from '../../support/signIn';

export const SUB01_CODES: MenuCode[] = ['HomeView', 'AppView', 'AdPosView', 'BillReportView'];
