/** The settlement export's sheet: one builder for the page and the scheduled files (src/contract/sheet/settlementSheet.ts). */
export * from '@/contract/sheet/settlementSheet';
