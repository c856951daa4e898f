/** The report sheet's layout: one writer for the console's exports and the mock's files (src/contract/sheet/layout.ts). */
export * from '@/contract/sheet/layout';
