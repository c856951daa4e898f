import { useQuery } from '@tanstack/react-query';
import { useAccess } from '@umijs/max';
import { accountQuery } from '@/services/account';

/**
 * The signed-in account's time zone (`/media/find`), which every time of the account pages is shown in; undefined
 * (the browser's zone) while it loads or when the account may not read its profile (no AccountView).
 */
export function useAccountTimeZone(): string | undefined {
  const { canAccountView } = useAccess();
  return useQuery({ ...accountQuery(), enabled: !!canAccountView }).data?.timeZone;
}
