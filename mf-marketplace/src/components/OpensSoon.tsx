import { Link } from 'react-router';
import { paths } from '@campus/contracts';
import { Button, EmptyState, PageContainer, type IconName } from '@campus/shell/kit';

interface Props {
  title: string;
  message: string;
  icon?: IconName;
}

/** A marketplace screen that is not open yet: says so, and offers the way back. */
export function OpensSoon({ title, message, icon = 'tag' }: Props) {
  return (
    <PageContainer>
      <EmptyState
        icon={icon}
        title={title}
        message={message}
        action={
          <Button as={Link} to={paths.marketplace} variant="outline">
            Back to Marketplace
          </Button>
        }
      />
    </PageContainer>
  );
}
