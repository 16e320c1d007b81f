import { useMutation, useQueryClient } from '@tanstack/react-query';
import { orderKeys } from './order-keys';

/** A write on an order: once it succeeds, every orders query (lists, the order page) is read again. */
export function useOrderMutation<Input, Reply>(name: string, write: (input: Input) => Promise<Reply>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['orders', name],
    mutationFn: write,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: orderKeys.all }),
  });
}
