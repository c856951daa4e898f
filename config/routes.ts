/**
 * The route table for umi (.umirc.ts). The table itself is src/routes.ts: the
 * layouts read it at run time, and the import zones (.eslintrc.js) let src/
 * import nothing from config/.
 */
export type { RouteConfig } from '../src/routes';
export { default } from '../src/routes';
