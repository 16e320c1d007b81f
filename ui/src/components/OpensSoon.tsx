import type { ReactNode } from 'react';
import type { IconName } from '../icons/paths';
import { EmptyState } from './EmptyState';
import { PageContainer } from './PageContainer';

interface Props {
  icon: IconName;
  title: string;
  message: string;
  /** The ways back to what already works. */
  action: ReactNode;
}

/** A routed screen whose feature has not landed yet: says so plainly, charges or sends nothing, points back. */
export function OpensSoon({ icon, title, message, action }: Props) {
  return (
    <PageContainer>
      <EmptyState icon={icon} title={title} message={message} action={action} />
    </PageContainer>
  );
}
