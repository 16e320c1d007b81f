import { PaymentSuccessPage } from '../features/payment-success/components/PaymentSuccessPage';

export default PaymentSuccessPage;
