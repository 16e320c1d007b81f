import { useMutation } from '@tanstack/react-query';
import { api as endpoints, type CurrentUser, type ProfileCompletion } from '@campus/contracts';
import { api } from '@campus/shell/runtime';

export interface CompleteProfileInput {
  userId: number;
  body: ProfileCompletion;
}

/** PATCH /api/users/{id}: the user's own profile, marked complete. */
export function completeProfile({ userId, body }: CompleteProfileInput): Promise<CurrentUser> {
  return api.call(endpoints.completeProfile, { params: { id: userId }, body });
}

export const completeProfileMutation = {
  mutationKey: ['profile', 'complete'] as const,
  mutationFn: completeProfile,
};

export function useCompleteProfile() {
  return useMutation(completeProfileMutation);
}
