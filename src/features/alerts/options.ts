/** The pickers of the rule form: the apps the caller may see, and one app's ad positions. */
import { queryOptions } from '@tanstack/react-query';
import { appOptionsQuery, listAdPositions } from '@/features/traffic';

export { appOptionsQuery };

export interface Option {
  value: number;
  label: string;
}

export const adPositionOptionsOf = (appId: number) =>
  queryOptions({
    queryKey: ['alerts', 'adPositionOptions', appId] as const,
    queryFn: async (): Promise<Option[]> =>
      (await listAdPositions({ appId, current: 1, pageSize: 100 })).list.map((p) => ({ value: p.id, label: p.name })),
  });
