import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Field, Input, Textarea, media, type FieldErrors } from '@campus/ui';
import { UniversityPicker } from './university-picker';
import { MAX_LENGTH, type ProfileField, type ProfileFormValues } from '../lib/form/profile-values';

const Row = styled.div`
  display: grid;
  gap: 20px;
  grid-template-columns: 1fr;
  ${media.sm} {
    grid-template-columns: 1fr 1fr;
  }
`;

const Optional = styled.span`
  font-weight: 400;
  color: ${({ theme }) => theme.colors.textSubtle};
`;

const Required = styled.span`
  color: ${({ theme }) => theme.colors.danger};
`;

export interface ProfileFieldsProps {
  /** Prefix for control ids, so two forms on one page never clash. */
  idPrefix: string;
  values: ProfileFormValues;
  errors: FieldErrors<ProfileField>;
  onChange(field: ProfileField, value: string): void;
  disabled?: boolean;
  universityHint?: ReactNode;
  bioRows?: number;
}

const required = (text: string) => (
  <>
    {text} <Required aria-hidden="true">*</Required>
  </>
);
const optional = (text: string) => (
  <>
    {text} <Optional>(optional)</Optional>
  </>
);

/** Name, university, phone and bio: the fields the completion form and the edit form share. */
export function ProfileFields({
  idPrefix,
  values,
  errors,
  onChange,
  disabled,
  universityHint,
  bioRows = 6,
}: ProfileFieldsProps) {
  const id = (field: ProfileField) => `${idPrefix}-${field}`;
  return (
    <>
      <Row>
        <Field label={required('First name')} error={errors.firstName}>
          <Input
            id={id('firstName')}
            name="firstName"
            autoComplete="given-name"
            maxLength={MAX_LENGTH.firstName}
            value={values.firstName}
            disabled={disabled}
            onChange={(e) => onChange('firstName', e.target.value)}
          />
        </Field>
        <Field label={required('Last name')} error={errors.lastName}>
          <Input
            id={id('lastName')}
            name="lastName"
            autoComplete="family-name"
            maxLength={MAX_LENGTH.lastName}
            value={values.lastName}
            disabled={disabled}
            onChange={(e) => onChange('lastName', e.target.value)}
          />
        </Field>
      </Row>
      <Field label={required('University')} error={errors.university} hint={universityHint}>
        <UniversityPicker
          id={id('university')}
          value={values.university}
          disabled={disabled}
          onChange={(name) => onChange('university', name)}
        />
      </Field>
      <Field label={optional('Phone number')} error={errors.phoneNumber}>
        <Input
          id={id('phoneNumber')}
          name="phoneNumber"
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          placeholder="(555) 123-4567"
          maxLength={MAX_LENGTH.phoneNumber}
          value={values.phoneNumber}
          disabled={disabled}
          onChange={(e) => onChange('phoneNumber', e.target.value)}
        />
      </Field>
      <Field label={optional('Bio')} error={errors.bio}>
        <Textarea
          id={id('bio')}
          name="bio"
          rows={bioRows}
          maxLength={MAX_LENGTH.bio}
          placeholder="Tell other students about yourself, your studies and what you can help with"
          value={values.bio}
          disabled={disabled}
          onChange={(e) => onChange('bio', e.target.value)}
        />
      </Field>
    </>
  );
}
