/**
 * The menu codes as a query: read at app start of a signed-in visit
 * (src/app.tsx, through a dynamic import, like the query client itself).
 * Kept apart from auth.ts, which the sign-in page bundles.
 */
import { queryOptions } from '@tanstack/react-query';
import { fetchMenuCodes } from './auth';

export const menuKeys = {
  all: ['menu'] as const,
  codes: () => [...menuKeys.all, 'codes'] as const,
};

export const menuCodesQuery = () => queryOptions({ queryKey: menuKeys.codes(), queryFn: fetchMenuCodes });
