import { CheckoutSuccessPage } from '../features/success/components/CheckoutSuccessPage';

export default CheckoutSuccessPage;
