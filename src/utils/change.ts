/** The change of a figure: one rule for the page, its export and the mock's scheduled files (src/contract/change.ts). */
export * from '@/contract/change';
