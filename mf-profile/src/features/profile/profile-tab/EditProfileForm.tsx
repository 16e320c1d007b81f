import { useEffect, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { errorMessage, parseSkills, profileUpdate, type CurrentUser } from '@campus/contracts';
import {
  Button,
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  Field,
  Input,
  media,
  focusFirstInvalid,
  fieldErrors,
  type FieldErrors,
} from '@campus/ui';
import { useAuth, useToast } from '@campus/shell/runtime';
import { useUpdateProfile } from '../../../api/update-profile';
import { ProfileFields } from '../../../components/ProfileFields';
import {
  MAX_LENGTH,
  valuesFromUser,
  type ProfileField,
  type ProfileFormValues,
} from '../../../lib/form/profile-values';

type EditField = ProfileField | 'skills';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: 20px;
`;

const Buttons = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: 12px;
  padding-top: 4px;
  ${media.sm} {
    display: flex;
    justify-content: flex-end;
  }
`;

interface Props {
  user: CurrentUser;
  onClose(): void;
}

/** Edit mode of the Profile tab: PUT /api/profile, then the user is refetched and edit mode closes. */
export function EditProfileForm({ user, onClose }: Props) {
  const { setUser, refresh } = useAuth();
  const { toast } = useToast();
  const mutation = useUpdateProfile();
  const [values, setValues] = useState<ProfileFormValues>(() => valuesFromUser(user));
  const [skillsText, setSkillsText] = useState(() => user.skills.join(', '));
  const [errors, setErrors] = useState<FieldErrors<EditField>>({});
  const formRef = useRef<HTMLFormElement>(null);

  // Opening edit mode moves focus (and, on phones, the view) to the form's first field.
  useEffect(() => {
    formRef.current?.querySelector<HTMLInputElement>('input')?.focus();
  }, []);

  const change = (field: EditField, value: string) => {
    if (field === 'skills') setSkillsText(value);
    else setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const parsed = profileUpdate.safeParse({ ...values, skills: parseSkills(skillsText) });
    if (!parsed.success) {
      setErrors(
        fieldErrors<EditField>(parsed.error.issues, {
          rename: { skills: 'Up to 50 skills, each at most 60 characters' },
        }),
      );
      focusFirstInvalid(e.currentTarget);
      return;
    }
    mutation.mutate(parsed.data, {
      onSuccess: (updated) => {
        setUser(updated);
        refresh().catch(() => {
          /* the saved reply is already shown; the next session check reconciles */
        });
        toast({ title: 'Profile updated', description: 'Your profile has been updated successfully.' });
        onClose();
      },
      onError: (error) => {
        toast({
          title: 'Update failed',
          description: errorMessage(error, 'Failed to update profile. Please try again.'),
          variant: 'destructive',
        });
      },
    });
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>Edit Profile</CardTitle>
      </CardHeader>
      <CardContent>
        <Form ref={formRef} noValidate onSubmit={submit} aria-label="Edit Profile">
          <ProfileFields idPrefix="edit" values={values} errors={errors} onChange={change} />
          <Field
            label="Skills"
            error={errors.skills}
            hint="Separate skills with commas, e.g. Calculus, Python, Guitar"
          >
            <Input
              id="edit-skills"
              name="skills"
              maxLength={MAX_LENGTH.skills}
              value={skillsText}
              onChange={(e) => change('skills', e.target.value)}
            />
          </Field>
          <Buttons>
            <Button type="button" variant="outline" onClick={onClose} disabled={mutation.isPending}>
              Cancel
            </Button>
            <Button type="submit" disabled={mutation.isPending}>
              {mutation.isPending ? 'Saving...' : 'Save Changes'}
            </Button>
          </Buttons>
        </Form>
      </CardContent>
    </Card>
  );
}
