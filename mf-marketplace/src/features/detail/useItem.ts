import { useQuery } from '@tanstack/react-query';
import { itemQueryOptions } from '../../api/get-item';

/** The item (with `canEdit` for its seller); ids that are not positive integers never reach the server. */
export function useItem(id: number | null) {
  return useQuery({ ...itemQueryOptions(id ?? 0), enabled: id !== null });
}
