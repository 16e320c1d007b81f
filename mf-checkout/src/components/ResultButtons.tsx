import { Link } from 'react-router';
import { paths } from '@campus/contracts';
import { Button } from '@campus/ui';

/** 'View My Orders' (/orders). */
export function MyOrdersButton({ variant = 'outline' }: { variant?: 'primary' | 'outline' }) {
  return (
    <Button as={Link} to={paths.orders} variant={variant} size="lg">
      View My Orders
    </Button>
  );
}

/** 'Back to Home' (/). */
export function HomeButton() {
  return (
    <Button as={Link} to={paths.home} variant="outline" size="lg">
      Back to Home
    </Button>
  );
}
