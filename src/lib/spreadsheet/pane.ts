/** The frozen header (src/contract/sheet/pane.ts: one home for the console's exports and the mock's files). */
export { freezeRows, freezeRowsXml } from '@/contract/sheet/pane';
