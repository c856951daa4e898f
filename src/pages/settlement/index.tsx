// /information/settlement: the settlement report (docs/settlement.md).
export { default } from '@/features/settlement/SettlementPage';
