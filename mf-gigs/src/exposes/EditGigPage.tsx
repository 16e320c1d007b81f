import { EditGigPage } from '../features/authoring/components/EditGigPage';

export default EditGigPage;
