import { OpensSoon } from '../components/OpensSoon';

/** /marketplace/create: listing items opens with the marketplace issue. */
export default function CreateItemPage() {
  return (
    <OpensSoon
      title="Selling opens soon"
      message="Listing your own items for sale is almost ready. Until then you can browse what other students are selling."
    />
  );
}
