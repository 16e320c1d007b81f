import { isApiError } from '@campus/contracts';
import { useToast } from '@campus/shell/runtime';

/** A destructive toast for a failed request: the server's own message, else the fallback. */
export function useFailureToast(title: string, fallback: string): (error: unknown) => void {
  const { toast } = useToast();
  return (error) =>
    toast({
      title,
      description: (isApiError(error) && error.serverMessage) || fallback,
      variant: 'destructive',
    });
}
