import { GigDetailPage } from '../features/detail/components/GigDetailPage';

export default GigDetailPage;
