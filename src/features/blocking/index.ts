/**
 * The blocking area's public face (blocking rules, docs/blocking.md): what other areas read of it.
 * Creative review opens the same rule form, prefilled from a creative ("Block this advertiser…").
 */
export { default as RuleFormModal } from './RuleFormModal';
