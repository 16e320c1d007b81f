import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { isApiError } from '@campus/contracts';
import { Button } from '../components/Button';
import { EmptyState } from '../components/EmptyState';
import { ErrorPanel } from '../components/ErrorPanel';
import { Icon } from '../icons/Icon';

/** The part of a react-query result the gate reads. */
export interface EditQuery<T> {
  data: T | undefined;
  isPending: boolean;
  error: unknown;
  refetch(): unknown;
}

export interface EditGateProps<T extends { canEdit: boolean }> {
  query: EditQuery<T>;
  /** While the record loads (the form page's skeleton). */
  loading: ReactNode;
  /** The server's 404. */
  notFound: ReactNode;
  /** Any other failure, above a Try again button ('Failed to load gig details. Please try again.'). */
  failedMessage: string;
  /** Someone else's record. */
  notYours(record: T): ReactNode;
  /** The viewer's own record: the form. */
  children(record: T): ReactNode;
}

/** An edit page's states before its form: loading, not found, failed, someone else's, the form. */
export function EditGate<T extends { canEdit: boolean }>({
  query: { data, isPending, error, refetch },
  loading,
  notFound,
  failedMessage,
  notYours,
  children,
}: EditGateProps<T>) {
  if (isPending) return loading;
  if (error || data === undefined) {
    if (isApiError(error) && error.status === 404) return notFound;
    return <ErrorPanel title="Something went wrong" message={failedMessage} onRetry={() => void refetch()} />;
  }
  // Whether the viewer may edit is the server's answer (`canEdit`), never worked out here from ids.
  return data.canEdit ? children(data) : notYours(data);
}

export interface NotYoursProps {
  /** 'You can only edit your own gigs'. */
  title: string;
  /** The record's own title, quoted in the message. */
  recordTitle: string;
  /** Back to the record's page. */
  backTo: string;
  backLabel: string;
}

/** Someone else's record: they may look at it, not change it. */
export function NotYours({ title, recordTitle, backTo, backLabel }: NotYoursProps) {
  return (
    <EmptyState
      headingLevel="h1"
      icon="lock"
      title={title}
      message={`“${recordTitle}” belongs to another student, so you cannot change it.`}
      action={
        <Button as={Link} to={backTo} variant="outline">
          <Icon name="arrow-left" size={16} />
          {backLabel}
        </Button>
      }
    />
  );
}
