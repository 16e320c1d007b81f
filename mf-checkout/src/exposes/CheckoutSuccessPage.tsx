import { OpensSoon } from '../components/OpensSoon';

/** Payment results arrive with the payments issue; until then no payment can have been made. */
export default function CheckoutSuccessPage() {
  return (
    <OpensSoon
      title="Payments open soon"
      message="Card payments with secure escrow are almost ready. No payment has been taken from your card."
    />
  );
}
