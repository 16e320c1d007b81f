import { formatUsd, toDollars } from '@campus/contracts';
import { Button, Spinner } from '@campus/ui';
import { PAYMENT_TEXT as T } from '../texts';

interface Props {
  totalCents: number;
  busy?: boolean;
  disabled?: boolean;
}

/** 'Pay $12.88', 'Processing...' while the payment runs. */
export function PayButton({ totalCents, busy = false, disabled = false }: Props) {
  return (
    <Button type="submit" size="lg" block disabled={disabled || busy} aria-busy={busy}>
      {busy && <Spinner size="sm" decorative />}
      {busy ? T.processing : `Pay ${formatUsd(toDollars(totalCents))}`}
    </Button>
  );
}
