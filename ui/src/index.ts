/**
 * @campus/ui: the product's stateless UI primitives (theme, buttons, cards, form fields, icons, ...).
 * Each component also has its own entry (`@campus/ui/Button`; package.json "exports"). Not shared at
 * run time (rspack.remote.cjs): every build bundles the components it imports and nothing else (the
 * package has no side effects), so a page loads only what it renders, and a remote always runs with
 * the copy it was built with. Nothing here holds page-wide state: that is the shell's runtime
 * (`@campus/shell/runtime`).
 */
export { theme, media, breakpoints, focusRing, type Theme } from './theme';

export { Button, type ButtonVariant, type ButtonSize } from './components/Button';
export { Card, CardHeader, CardTitle, CardContent } from './components/Card';
export { Badge, type BadgeVariant } from './components/Badge';
export { Skeleton } from './components/Skeleton';
export { Spinner, VisuallyHidden, type SpinnerProps } from './components/Spinner';
export { StarRating, type StarRatingProps } from './components/StarRating';
export { Alert, type AlertProps } from './components/Alert';
export { Input, Textarea, Label, Select, Field, type FieldProps } from './components/Form';
export { Avatar, type AvatarProps } from './components/Avatar';
export { ErrorPanel, type ErrorPanelProps } from './components/ErrorPanel';
export { SectionBoundary } from './components/SectionBoundary';
export { OpensSoon } from './components/OpensSoon';
export { EmptyState, type EmptyStateProps } from './components/EmptyState';
export { PageContainer } from './components/PageContainer';
export { GigCard, gigCardImage, type GigCardProps } from './components/GigCard';
export { CardGrid } from './components/CardGrid';
export { PagedResults, type PagedQuery, type PagedResultsProps } from './components/PagedResults';
export { GigStatusButton, GIG_STATUS_TOAST, type GigStatusButtonProps } from './components/GigStatusButton';
export { LoadMore, type LoadMoreProps } from './components/LoadMore';
export { FeeLines, AmountList, AmountSetOff, type FeeLinesProps } from './components/FeeLines';
export {
  ImageUpload,
  ImageListUpload,
  type ImageUploadProps,
  type SingleImageUploadProps,
  type ImageListUploadProps,
} from './components/image-upload/ImageUpload';
export { IMAGE_LIST_TEXT } from './components/image-upload/PhotoList';
export {
  IMAGE_UPLOAD_TEXT,
  type ImageUploadNotice,
  type UploadImage,
  type UploadedImage,
} from './components/image-upload/upload-checks';
export {
  Dialog,
  DialogButtons,
  ConfirmDialog,
  type DialogProps,
  type ConfirmDialogProps,
} from './components/Dialog';
export { RangeSlider, type RangeSliderProps } from './components/RangeSlider';
export { FilterPanel, type FilterPanelProps } from './components/FilterPanel';
export {
  PriceInput,
  keepPriceCharacters,
  parsePriceText,
  type PriceInputProps,
} from './components/PriceInput';
export { CategoryIcon, type CategoryIconProps } from './icons/CategoryIcon';
export { Icon, type IconProps } from './icons/Icon';
export type { IconName } from './icons/paths';
export { focusFirstInvalid } from './focusFirstInvalid';
export { writeSearchParams } from './search-params';
export { uploadImage, type UploadedFile } from './upload-image';
// The create and edit forms of the remotes (gigs, items): page frame, form frame, schema-checked state.
export {
  FormPage,
  FormPageSkeleton,
  type FormPageProps,
  type FormPageSkeletonProps,
} from './authoring/FormPage';
export { AuthoringForm, FormRow, optionalLabel, type AuthoringFormProps } from './authoring/AuthoringForm';
export {
  useSchemaForm,
  type CheckResult,
  type SchemaForm,
  type SchemaFormOptions,
} from './authoring/useSchemaForm';
export {
  EditGate,
  NotYours,
  type EditGateProps,
  type EditQuery,
  type NotYoursProps,
} from './authoring/EditGate';
export { sendWithToasts, type AuthoringNotice, type SendTexts } from './authoring/send-with-toasts';
export {
  fieldErrors,
  serverFieldErrors,
  type FieldErrors,
  type FieldIssue,
  type FieldErrorOptions,
} from './authoring/field-errors';
export { useHydrated } from './useHydrated';
