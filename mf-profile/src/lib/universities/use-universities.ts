import { useQuery } from '@tanstack/react-query';
import { loadUniversities } from './load';

export const universitiesQuery = {
  queryKey: ['static', 'us-universities'] as const,
  queryFn: loadUniversities,
  staleTime: Infinity,
  gcTime: Infinity,
};

/** The university list, loaded once per page visit and shared by every picker. */
export function useUniversities() {
  return useQuery(universitiesQuery);
}
