import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '@campus/contracts';
import { Button, OpensSoon as KitOpensSoon } from '@campus/ui';

interface Props {
  title: string;
  message: string;
  /** The main way back; Browse Gigs when not given. */
  action?: ReactNode;
}

/** A payment screen that is not open yet: no card is charged; says so and points back. */
export function OpensSoon({ title, message, action }: Props) {
  const browse = (
    <Button as={Link} to={paths.gigs()}>
      Browse Gigs
    </Button>
  );
  return <KitOpensSoon icon="credit-card" title={title} message={message} action={action ?? browse} />;
}
