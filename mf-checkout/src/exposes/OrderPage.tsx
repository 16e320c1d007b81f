import { OrderPage } from '../features/order/components/OrderPage';

export default OrderPage;
