/**
 * The blocking area's calls, query keys and options: blocking rules (extension; docs/api.md "Blocking
 * rules", docs/blocking.md). Reads need MaterialAuditView, changes MaterialAuditManage; the data scope
 * applies. The one module of the area that reaches the provider.
 */
import { queryOptions } from '@tanstack/react-query';
import { LIMITS } from '@/contract/limits';
import { materialKeys } from '@/features/review';
import { post } from '@/request';
import { call } from '@/services/result';
import type {
  BlockCategoryOption,
  BlockDefaults,
  BlockDefaultsParams,
  BlockRule,
  BlockRuleDraft,
  BlockRuleHistoryParams,
  BlockRuleHistoryRecord,
  BlockRuleImpact,
  BlockRuleImpactParams,
  BlockRuleListParams,
  BlockRuleStatus,
  BlockRuleUpdateParams,
  PageResult,
} from '@/contract/typings';

export const BLOCK_RULE_NOTE_MAX = LIMITS.blockRuleNoteMax;
export const BLOCK_RULE_VALUE_MAX = LIMITS.blockRuleValueMax;

export function blockCategories(): Promise<BlockCategoryOption[]> {
  return call<BlockCategoryOption[]>('/media/blockRule/categories', {});
}

/** The sensitive categories the publisher blocks by default (extension). */
export function blockDefaults(): Promise<BlockDefaults> {
  return call<BlockDefaults>('/media/blockRule/defaults', {});
}

/** Sets the whole set at once (main accounts only; applied to the creatives at once). */
export function updateBlockDefaults(params: BlockDefaultsParams): Promise<BlockDefaults> {
  return call<BlockDefaults>('/media/blockRule/defaults/update', params);
}

export function listBlockRules(params: BlockRuleListParams): Promise<PageResult<BlockRule>> {
  return call<PageResult<BlockRule>>('/media/blockRule/list', params);
}

export function createBlockRule(draft: BlockRuleDraft): Promise<BlockRule> {
  return call<BlockRule>('/media/blockRule/create', draft);
}

export function updateBlockRule(params: BlockRuleUpdateParams): Promise<BlockRule> {
  return call<BlockRule>('/media/blockRule/update', params);
}

export function setBlockRuleStatus(params: { id: number; status: BlockRuleStatus }): Promise<BlockRule> {
  return call<BlockRule>('/media/blockRule/status', params);
}

export async function deleteBlockRule(id: number): Promise<void> {
  await post('/media/blockRule/del', { id });
}

/** The form asks as the user types: a refused draft is shown next to the figures, never as a toast. */
export function blockRuleImpact(params: BlockRuleImpactParams): Promise<BlockRuleImpact> {
  return call<BlockRuleImpact>('/media/blockRule/impact', params, { noMsg: true });
}

export function blockRuleHistory(params: BlockRuleHistoryParams): Promise<PageResult<BlockRuleHistoryRecord>> {
  return call<PageResult<BlockRuleHistoryRecord>>('/media/blockRule/history', params);
}

// ---------------------------------------------------------------- queries

export const blockRuleKeys = {
  all: ['blockRule'] as const,
  categories: () => [...blockRuleKeys.all, 'categories'] as const,
  defaults: () => [...blockRuleKeys.all, 'defaults'] as const,
  lists: () => [...blockRuleKeys.all, 'list'] as const,
  impact: (params: BlockRuleImpactParams) => [...blockRuleKeys.all, 'impact', params] as const,
  history: (params: BlockRuleHistoryParams) => [...blockRuleKeys.all, 'history', params] as const,
};

/** What a rule change makes stale: the rules, their history and impacts, and every creative list and count. */
export const BLOCK_RULE_CHANGES = [blockRuleKeys.all, materialKeys.all] as const;

export const blockCategoriesQuery = () =>
  queryOptions({ queryKey: blockRuleKeys.categories(), queryFn: blockCategories, staleTime: Infinity });

export const blockDefaultsQuery = () =>
  queryOptions({ queryKey: blockRuleKeys.defaults(), queryFn: blockDefaults, staleTime: 0 });

export const blockRuleImpactQuery = (params: BlockRuleImpactParams) =>
  // Figures move with every review and rule: always asked again, the previous answer shown meanwhile.
  queryOptions({ queryKey: blockRuleKeys.impact(params), queryFn: () => blockRuleImpact(params), staleTime: 0 });

export const blockRuleHistoryQuery = (params: BlockRuleHistoryParams) =>
  queryOptions({ queryKey: blockRuleKeys.history(params), queryFn: () => blockRuleHistory(params), staleTime: 0 });
