import { OpensSoon } from '../components/OpensSoon';

/** /marketplace/edit/{itemId}: editing listings opens with the marketplace issue. */
export default function EditItemPage() {
  return (
    <OpensSoon
      title="Editing listings opens soon"
      message="Changing a listing is almost ready. Until then you can browse what other students are selling."
    />
  );
}
