import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { call } from '@/services/result';
import type { ActivityEntry, ActivityListParams, ActivityPerson, PageResult } from '@/contract/typings';

/**
 * The activity log (extension, issue 20; docs/activity.md): who did what, when and from where.
 * ActivityView; the server decides the scope (a sub-account its own entries, a main account its team's).
 */
export function listActivity(params: ActivityListParams): Promise<PageResult<ActivityEntry>> {
  return call<PageResult<ActivityEntry>>('/media/activity/list', params);
}

/** The people the caller may filter by: itself first, then its team (deleted accounts with entries included). */
export function activityPeople(): Promise<ActivityPerson[]> {
  return call<ActivityPerson[]>('/media/activity/people');
}

export const activityKeys = {
  all: ['activity'] as const,
  list: (params: ActivityListParams) => [...activityKeys.all, 'list', params] as const,
  people: () => [...activityKeys.all, 'people'] as const,
};

export const activityListQuery = (params: ActivityListParams) =>
  queryOptions({
    queryKey: activityKeys.list(params),
    queryFn: () => listActivity(params),
    // The table keeps the page it shows while the next one loads.
    placeholderData: keepPreviousData,
    // Every action of the team lands here: read it again whenever the page is opened.
    staleTime: 0,
  });

export const activityPeopleQuery = () => queryOptions({ queryKey: activityKeys.people(), queryFn: activityPeople });
