import { useState, type ReactNode } from 'react';
import { gigCreate, SERVICE_CATEGORIES, type GigCreate } from '@campus/contracts';
import {
  AuthoringForm,
  Field,
  FormRow,
  ImageUpload,
  Input,
  optionalLabel,
  PriceInput,
  Select,
  Textarea,
  uploadImage,
  useSchemaForm,
} from '@campus/ui';
import { useAuth, useToast } from '@campus/shell/runtime';
import { gigInput, type GigFormValues } from '../utils/gig-form-values';
import { ImportantNotes } from './ImportantNotes';

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
  const form = useSchemaForm({
    initial,
    userId: user?.id ?? null,
    onSignedOut,
    check: (values: GigFormValues, providerId) => gigCreate.safeParse(gigInput(values, providerId)),
    send: onSubmit,
  });
  const { values, errors, change } = form;
  const [uploading, setUploading] = useState(false);

  return (
    <AuthoringForm
      name={name}
      onSubmit={form.submit}
      submitting={form.submitting}
      waiting={uploading}
      submitLabel={submitLabel}
      busyLabel={busyLabel}
      secondaryAction={secondaryAction}
    >
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
      <FormRow>
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
      </FormRow>
      <FormRow>
        <Field label={optionalLabel('Location')} error={errors.location}>
          <Input
            id="gig-location"
            name="location"
            placeholder="e.g. Main Library or Online"
            value={values.location}
            onChange={(e) => change('location', e.target.value)}
          />
        </Field>
        <Field label={optionalLabel('Tags')} error={errors.tags} hint="Separate tags with commas">
          <Input
            id="gig-tags"
            name="tags"
            placeholder="e.g. calculus, exam prep, online"
            value={values.tags}
            onChange={(e) => change('tags', e.target.value)}
          />
        </Field>
      </FormRow>
      <ImageUpload
        id="gig-image"
        label={optionalLabel('Gig Image')}
        value={values.imageUrl}
        onChange={(url) => change('imageUrl', url)}
        upload={uploadImage}
        notify={toast}
        onBusyChange={setUploading}
        error={errors.imageUrl}
      />
      <ImportantNotes />
    </AuthoringForm>
  );
}
