import { CreateGigPage } from '../features/authoring/components/CreateGigPage';

export default CreateGigPage;
