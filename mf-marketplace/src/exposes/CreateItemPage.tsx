import { CreateItemPage } from '../features/authoring/CreateItemPage';

export default CreateItemPage;
