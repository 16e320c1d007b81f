import { EditItemPage } from '../features/authoring/EditItemPage';

export default EditItemPage;
