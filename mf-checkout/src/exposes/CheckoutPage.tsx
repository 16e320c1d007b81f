import { Link, useParams } from 'react-router';
import { paths } from '@campus/contracts';
import { Button } from '@campus/ui';
import { OpensSoon } from '../components/OpensSoon';

/** /checkout/{gigId}: booking with escrow arrives with the payments issue. */
export default function CheckoutPage() {
  const gigId = Number(useParams().gigId);
  const back = Number.isInteger(gigId) && gigId > 0 ? paths.gig(gigId) : paths.gigs();
  return (
    <OpensSoon
      title="Booking opens soon"
      message="Secure checkout with escrow is almost ready. Nothing has been charged. You can go back to the gig and book it once payments open."
      action={
        <Button as={Link} to={back}>
          Back to the gig
        </Button>
      }
    />
  );
}
