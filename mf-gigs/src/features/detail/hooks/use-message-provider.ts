import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { errorMessage, isApiError, paths } from '@campus/contracts';
import { useAuth, useToast } from '@campus/shell/runtime';
import { useStartConversation } from '../../../api/start-conversation';

/** The spec writes sign-in redirects unencoded (/auth?redirect=/gigs/{id}), like the booking click. */
const signInPath = (gigId: number) => `${paths.auth()}?redirect=${paths.gig(gigId)}`;

/**
 * 'Message {firstName}': opens (or starts) the conversation with the gig's provider and goes to it.
 * A visitor, or a student whose session has ended, signs in first and comes back to the gig.
 */
export function useMessageProvider(gigId: number, providerId: number) {
  const navigate = useNavigate();
  const { user } = useAuth();
  const { toast } = useToast();
  const { mutate, isPending } = useStartConversation();

  const message = useCallback(() => {
    if (!user) {
      navigate(signInPath(gigId));
      return;
    }
    mutate(providerId, {
      onSuccess: (conversation) => navigate(paths.messages(conversation.id)),
      onError: (error) => {
        if (isApiError(error) && error.status === 401) {
          navigate(signInPath(gigId));
          return;
        }
        toast({
          title: 'Error',
          description: errorMessage(error, 'Could not open the conversation. Please try again.'),
          variant: 'destructive',
        });
      },
    });
  }, [user, gigId, providerId, mutate, navigate, toast]);

  return { message, isPending };
}
