import { ItemDetailPage } from '../features/detail/ItemDetailPage';

export default ItemDetailPage;
