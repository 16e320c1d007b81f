import { BrowseGigsPage } from '../features/browse/components/BrowseGigsPage';

export default BrowseGigsPage;
