import type { MenuCode } from '@/services/typings';

export { signInAs } from '../../support/signIn';

export const SUB01_CODES: MenuCode[] = ['HomeView', 'AppView', 'AdPosView', 'BillReportView'];
