/**
 * Moved to src/contract/typings.ts (issue 29: the contract is a leaf every layer imports). This alias only keeps
 * branches written before the move compiling; import '@/contract/typings' and delete this file once they are in.
 */
export * from '@/contract/typings';
