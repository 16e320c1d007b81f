import { MarketplacePage } from '../features/list/MarketplacePage';

export default MarketplacePage;
