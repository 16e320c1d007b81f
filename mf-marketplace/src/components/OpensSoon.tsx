import { Link } from 'react-router';
import { paths } from '@campus/contracts';
import { Button, OpensSoon as KitOpensSoon } from '@campus/ui';

interface Props {
  title: string;
  message: string;
}

/** A marketplace screen that is not open yet: says so, and offers the way back. */
export function OpensSoon({ title, message }: Props) {
  const back = (
    <Button as={Link} to={paths.marketplace} variant="outline">
      Back to Marketplace
    </Button>
  );
  return <KitOpensSoon icon="tag" title={title} message={message} action={back} />;
}
