import { useCallback, useState, type ReactNode } from 'react';
import {
  LIMITS,
  marketplaceItemCreate,
  marketplaceItemUpdate,
  type ItemCategory,
  type ItemCondition,
  type ItemStatus,
  type MarketplaceItemUpdate,
} from '@campus/contracts';
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
import { useItemCategories, useItemConditions } from '../../api/item-options';
import { STATUS_LABELS } from '../detail';
import { itemInput, type ItemFormValues } from './item-form-values';

export interface ItemFormProps {
  /** The form's accessible name. */
  name: string;
  initial: ItemFormValues;
  /** Edit: the status select, and `status` in the body. */
  withStatus?: boolean;
  submitLabel: string;
  /** The submit button's text while the request runs ('Creating...'). */
  busyLabel: string;
  /**
   * Sends the checked body. Rejecting keeps the form as it was (idle again); a 400's field issues are
   * shown at their fields.
   */
  onSubmit(body: MarketplaceItemUpdate): Promise<void>;
  /** With nobody signed in any more (the session ended while the form was open). */
  onSignedOut(): void;
  /** Beside the submit button (Cancel). */
  secondaryAction?: ReactNode;
}

/**
 * The item form of create and edit (spec section 2): title, price, location ('Where on campus?'),
 * category, condition, (status on edit), description and up to 8 photos through the upload service.
 * Checked with the contract's schema before anything is sent (the spec's price messages); the first
 * invalid field gets focus. Submitting waits for photos still uploading.
 */
export function ItemForm({
  name,
  initial,
  withStatus = false,
  submitLabel,
  busyLabel,
  onSubmit,
  onSignedOut,
  secondaryAction,
}: ItemFormProps) {
  const { user } = useAuth();
  const { toast } = useToast();
  const categories = useItemCategories();
  const conditions = useItemConditions();
  const form = useSchemaForm({
    initial,
    userId: user?.id ?? null,
    onSignedOut,
    check: (values: ItemFormValues) =>
      (withStatus ? marketplaceItemUpdate : marketplaceItemCreate).safeParse(itemInput(values, withStatus)),
    send: onSubmit,
  });
  const { values, errors, change, submitting } = form;
  const [uploading, setUploading] = useState(false);
  const setImages = useCallback((images: string[]) => change('images', images), [change]);

  // The lists from the server, plus the item's own value should the server no longer offer it.
  const categoryOptions = categories.includes(values.category)
    ? categories
    : [values.category, ...categories];
  const conditionOptions = conditions.includes(values.condition)
    ? conditions
    : [values.condition, ...conditions];

  return (
    <AuthoringForm
      name={name}
      onSubmit={form.submit}
      submitting={submitting}
      waiting={uploading}
      submitLabel={submitLabel}
      busyLabel={busyLabel}
      secondaryAction={secondaryAction}
    >
      <Field label="Title" error={errors.title}>
        <Input
          id="item-title"
          name="title"
          maxLength={LIMITS.itemTitleMax}
          placeholder="e.g. Calculus: Early Transcendentals, 8th edition"
          value={values.title}
          onChange={(e) => change('title', e.target.value)}
        />
      </Field>
      <FormRow>
        <Field label="Price" error={errors.price}>
          <PriceInput
            id="item-price"
            name="price"
            value={values.price}
            onChange={(v) => change('price', v)}
          />
        </Field>
        <Field label={optionalLabel('Location')} error={errors.location}>
          <Input
            id="item-location"
            name="location"
            maxLength={200}
            placeholder="Where on campus?"
            value={values.location}
            onChange={(e) => change('location', e.target.value)}
          />
        </Field>
      </FormRow>
      <FormRow>
        <Field label="Category" error={errors.category}>
          <Select
            id="item-category"
            name="category"
            value={values.category}
            onChange={(e) => change('category', e.target.value as ItemCategory)}
          >
            {categoryOptions.map((category) => (
              <option key={category} value={category}>
                {category}
              </option>
            ))}
          </Select>
        </Field>
        <Field label="Condition" error={errors.condition}>
          <Select
            id="item-condition"
            name="condition"
            value={values.condition}
            onChange={(e) => change('condition', e.target.value as ItemCondition)}
          >
            {conditionOptions.map((condition) => (
              <option key={condition} value={condition}>
                {condition}
              </option>
            ))}
          </Select>
        </Field>
      </FormRow>
      {withStatus && (
        <FormRow>
          <Field label="Status" error={errors.status}>
            <Select
              id="item-status"
              name="status"
              value={values.status}
              onChange={(e) => change('status', e.target.value as ItemStatus)}
            >
              {(Object.keys(STATUS_LABELS) as ItemStatus[]).map((status) => (
                <option key={status} value={status}>
                  {STATUS_LABELS[status]}
                </option>
              ))}
            </Select>
          </Field>
        </FormRow>
      )}
      <Field label="Description" error={errors.description}>
        <Textarea
          id="item-description"
          name="description"
          rows={6}
          maxLength={LIMITS.itemDescriptionMax}
          placeholder="What is it, what shape is it in, and anything a buyer should know"
          value={values.description}
          onChange={(e) => change('description', e.target.value)}
        />
      </Field>
      <ImageUpload
        id="item-photos"
        label={optionalLabel('Photos')}
        hint={`Up to ${LIMITS.itemImagesMax} photos. The first one is the cover: use the arrows to change the order.`}
        value={values.images}
        onChange={setImages}
        upload={uploadImage}
        max={LIMITS.itemImagesMax}
        notify={toast}
        onBusyChange={setUploading}
        error={errors.images}
        disabled={submitting}
      />
    </AuthoringForm>
  );
}
