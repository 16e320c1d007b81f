import { useState, type FormEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { SERVICE_CATEGORIES, type GigCreate } from '@campus/contracts';
import {
  Button,
  Field,
  focusFirstInvalid,
  ImageUpload,
  Input,
  media,
  PriceInput,
  Select,
  Spinner,
  Textarea,
  uploadImage,
} from '@campus/ui';
import { useAuth, useToast } from '@campus/shell/runtime';
import { useGigForm } from '../hooks/use-gig-form';
import { serverFieldErrors } from '../utils/field-errors';
import type { GigFormValues } from '../utils/gig-form-values';
import { ImportantNotes } from './ImportantNotes';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: 20px;
`;

const Row = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 20px;
  ${media.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const Optional = styled.span`
  font-weight: 400;
  color: ${({ theme }) => theme.colors.textSubtle};
`;

const Buttons = styled.div`
  display: flex;
  flex-direction: column-reverse;
  gap: 12px;
  ${media.sm} {
    flex-direction: row;
    justify-content: flex-end;
  }
`;

const optional = (text: string) => (
  <>
    {text} <Optional>(optional)</Optional>
  </>
);

export interface GigFormProps {
  /** The form's accessible name. */
  name: string;
  initial: GigFormValues;
  submitLabel: string;
  /** The submit button's text while the request runs ('Creating Gig...'). */
  busyLabel: string;
  /**
   * Sends the checked body (the provider is the signed-in student). Rejecting keeps the form as it was
   * (idle again); a 400's field issues are shown at their fields.
   */
  onSubmit(body: GigCreate): Promise<void>;
  /** With no signed-in student to be the provider. */
  onSignedOut(): void;
  /** Beside the submit button (Cancel). */
  secondaryAction?: ReactNode;
}

/**
 * The gig form of create and edit: Gig Title, Description, Category, Hourly Rate, Location, Tags and
 * the optional Gig Image, then the Important Notes and the submit button. Checked with the contract's
 * schema before anything is sent; the first invalid field gets focus.
 */
export function GigForm({
  name,
  initial,
  submitLabel,
  busyLabel,
  onSubmit,
  onSignedOut,
  secondaryAction,
}: GigFormProps) {
  const { user } = useAuth();
  const { toast } = useToast();
  const { values, errors, change, validate, showErrors } = useGigForm(initial);
  const [submitting, setSubmitting] = useState(false);
  const [uploading, setUploading] = useState(false);

  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = e.currentTarget;
    if (!user) {
      onSignedOut();
      return;
    }
    const body = validate(user.id);
    if (!body) {
      focusFirstInvalid(form);
      return;
    }
    setSubmitting(true);
    try {
      await onSubmit(body);
    } catch (error) {
      setSubmitting(false);
      const fields = serverFieldErrors(error);
      if (Object.keys(fields).length > 0) {
        showErrors(fields);
        focusFirstInvalid(form);
      }
    }
  };

  const busy = submitting || uploading;
  return (
    <Form noValidate aria-label={name} onSubmit={(e) => void submit(e)}>
      <Field label="Gig Title" error={errors.title}>
        <Input
          id="gig-title"
          name="title"
          placeholder="e.g. Calculus tutoring for first-year students"
          value={values.title}
          onChange={(e) => change('title', e.target.value)}
        />
      </Field>
      <Field label="Description" error={errors.description}>
        <Textarea
          id="gig-description"
          name="description"
          rows={6}
          placeholder="Describe your service, your experience and what students can expect"
          value={values.description}
          onChange={(e) => change('description', e.target.value)}
        />
      </Field>
      <Row>
        <Field label="Category" error={errors.category}>
          <Select
            id="gig-category"
            name="category"
            value={values.category}
            onChange={(e) => change('category', e.target.value as GigFormValues['category'])}
          >
            <option value="">Select a category</option>
            {SERVICE_CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {category}
              </option>
            ))}
          </Select>
        </Field>
        <Field label="Hourly Rate" error={errors.price}>
          <PriceInput
            id="gig-price"
            name="price"
            value={values.price}
            onChange={(price) => change('price', price)}
          />
        </Field>
      </Row>
      <Row>
        <Field label={optional('Location')} error={errors.location}>
          <Input
            id="gig-location"
            name="location"
            placeholder="e.g. Main Library or Online"
            value={values.location}
            onChange={(e) => change('location', e.target.value)}
          />
        </Field>
        <Field label={optional('Tags')} error={errors.tags} hint="Separate tags with commas">
          <Input
            id="gig-tags"
            name="tags"
            placeholder="e.g. calculus, exam prep, online"
            value={values.tags}
            onChange={(e) => change('tags', e.target.value)}
          />
        </Field>
      </Row>
      <ImageUpload
        id="gig-image"
        label={optional('Gig Image')}
        value={values.imageUrl}
        onChange={(url) => change('imageUrl', url)}
        upload={uploadImage}
        notify={toast}
        onBusyChange={setUploading}
        error={errors.imageUrl}
      />
      <ImportantNotes />
      <Buttons>
        {secondaryAction}
        <Button type="submit" size="lg" disabled={busy} aria-busy={submitting}>
          {submitting && <Spinner size="sm" decorative />}
          {submitting ? busyLabel : submitLabel}
        </Button>
      </Buttons>
    </Form>
  );
}
