import { useQuery } from '@tanstack/react-query';
import { api } from './client';

/** One autocomplete match (document 1 §9: up to 10). */
export interface UserMatch {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  role: string;
  isActive: boolean;
}

export function useUserAutocomplete(text: string) {
  const query = text.trim();
  return useQuery({
    queryKey: ['userAutocomplete', query],
    queryFn: ({ signal }) =>
      api.get<UserMatch[]>(`/api/userprofile/autocomplete/${encodeURIComponent(query)}`, { signal }),
    enabled: query.length > 0,
  });
}
