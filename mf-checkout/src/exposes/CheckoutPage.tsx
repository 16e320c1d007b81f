import { CheckoutPage } from '../features/checkout/components/CheckoutPage';

export default CheckoutPage;
