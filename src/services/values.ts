/**
 * Moved to src/contract/values.ts (issue 29: the contract is a leaf every layer imports). This alias only keeps
 * branches written before the move compiling; import '@/contract/values' and delete this file once they are in.
 */
export * from '@/contract/values';
