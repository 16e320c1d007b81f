import { useId } from 'react';
import { PhotoList, type PhotoListProps } from './PhotoList';
import { SingleImage, type SingleImageProps } from './SingleImage';

export { IMAGE_LIST_TEXT } from './PhotoList';
export {
  IMAGE_UPLOAD_TEXT,
  type ImageUploadNotice,
  type UploadImage,
  type UploadedImage,
} from './upload-checks';

type Optional<P, K extends keyof P> = Omit<P, K> & Partial<Pick<P, K>>;

/** One image (a gig's): `value` is its URL, '' for none. */
export type SingleImageUploadProps = Optional<SingleImageProps, 'id'> & { max?: undefined };
/** Up to `max` photos in order (an item's): `value` is their URLs, the cover first. */
export type ImageListUploadProps = Optional<PhotoListProps, 'id'>;
export type ImageUploadProps = SingleImageUploadProps | ImageListUploadProps;

/**
 * Image upload (spec section 4), the one control of the product: a single image, or with `max` a list
 * of photos in order. Files that are not images or exceed 5 MB are refused before anything is sent,
 * with the spec's messages; the server's 413 and 415 get the same; each upload shows its progress.
 *
 * Holds only its own transient state (files waiting or being sent, a message); the image or list is
 * the `value` the form keeps, and the sending is the `upload` function the remote passes.
 */
export function ImageUpload(props: ImageUploadProps) {
  const generated = useId();
  if (props.max === undefined) {
    return <SingleImage {...props} id={props.id ?? `image-upload-${generated}`} />;
  }
  return <PhotoList {...props} id={props.id ?? `image-list-${generated}`} />;
}

/** The list mode by its former name (remotes built against @campus/ui before 1.5 import it). */
export function ImageListUpload(props: ImageListUploadProps) {
  return <ImageUpload {...props} />;
}
