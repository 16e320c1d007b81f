import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { TIMINGS, errorMessage, paths, profileCompletion, type CurrentUser } from '@campus/contracts';
import { Button, fieldErrors, focusFirstInvalid, type FieldErrors } from '@campus/ui';
import { useAuth, useToast } from '@campus/shell/runtime';
import { useCompleteProfile } from '../../api/complete-profile';
import { ProfileFields } from '../../components/ProfileFields';
import { valuesFromUser, type ProfileField, type ProfileFormValues } from '../../lib/form/profile-values';
import { useDelayedNavigate } from '../../lib/use-delayed-navigate';
import { useInitialUniversity } from './use-initial-university';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: 20px;
`;

interface Props {
  user: CurrentUser | null;
  /** Called once the server accepted the profile, before the delayed redirect. */
  onCompleted(): void;
}

export function CompletionForm({ user, onCompleted }: Props) {
  const { setUser } = useAuth();
  const { toast } = useToast();
  const navigateLater = useDelayedNavigate();
  const mutation = useCompleteProfile();
  const initial = useInitialUniversity(user);
  const [values, setValues] = useState<Omit<ProfileFormValues, 'university'>>(() => valuesFromUser(user));
  // null until the user picks one: until then the suggestion (which loads asynchronously) applies.
  const [picked, setPicked] = useState<string | null>(null);
  const [errors, setErrors] = useState<FieldErrors<ProfileField>>({});
  const [done, setDone] = useState(false);

  const university = picked ?? initial.university;
  const current: ProfileFormValues = { ...values, university };

  const change = (field: ProfileField, value: string) => {
    if (field === 'university') setPicked(value);
    else setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (!user) {
      toast({
        title: 'Error',
        description: 'User data not available. Please try again or refresh the page.',
        variant: 'destructive',
      });
      return;
    }
    const parsed = profileCompletion.safeParse({ ...current, skills: user.skills, isProfileComplete: true });
    if (!parsed.success) {
      setErrors(fieldErrors<ProfileField>(parsed.error.issues));
      focusFirstInvalid(e.currentTarget);
      return;
    }
    mutation.mutate(
      { userId: user.id, body: parsed.data },
      {
        onSuccess: (updated) => {
          setDone(true);
          onCompleted();
          setUser(updated);
          toast({ title: 'Profile Updated', description: 'Your profile has been successfully completed.' });
          navigateLater(paths.home, TIMINGS.profileCompletionRedirectMs);
        },
        onError: (error) => {
          toast({
            title: 'Error',
            description: errorMessage(error, 'Failed to update profile'),
            variant: 'destructive',
          });
        },
      },
    );
  };

  const hint =
    picked === null && initial.fromEmail
      ? `Suggested from your e-mail address (${initial.domain})`
      : undefined;

  return (
    <Form noValidate onSubmit={submit} aria-label="Complete Your Profile">
      <ProfileFields
        idPrefix="complete"
        values={current}
        errors={errors}
        onChange={change}
        disabled={done}
        universityHint={hint}
        bioRows={7}
      />
      <Button type="submit" size="lg" block disabled={mutation.isPending || done}>
        {mutation.isPending ? 'Saving...' : 'Complete Profile'}
      </Button>
    </Form>
  );
}
