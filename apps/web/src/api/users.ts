import type { UserMatch } from '@goodhours/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from './client';

export function useUserAutocomplete(text: string) {
  const query = text.trim();
  return useQuery({
    queryKey: ['userAutocomplete', query],
    queryFn: ({ signal }) =>
      api.get<UserMatch[]>(`/api/userprofile/autocomplete/${encodeURIComponent(query)}`, { signal }),
    enabled: query.length > 0,
  });
}
