import { useMutation } from '@tanstack/react-query';
import { api as endpoints, type CurrentUser, type ProfileUpdate } from '@campus/contracts';
import { api } from '@campus/shell/runtime';

/** PUT /api/profile: the signed-in user's own profile fields. */
export function updateProfile(body: ProfileUpdate): Promise<CurrentUser> {
  return api.call(endpoints.updateProfile, { body });
}

export const updateProfileMutation = {
  mutationKey: ['profile', 'update'] as const,
  mutationFn: updateProfile,
};

export function useUpdateProfile() {
  return useMutation(updateProfileMutation);
}
