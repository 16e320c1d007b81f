import { useRef, useState } from 'react';
import { Link } from 'react-router';
import styled from 'styled-components';
import { errorMessage, paths, type CurrentUser, type Gig } from '@campus/contracts';
import {
  Button,
  ConfirmDialog,
  EmptyState,
  ErrorPanel,
  Icon,
  LoadMore,
  media,
  VisuallyHidden,
} from '@campus/ui';
import { useToast } from '@campus/shell/runtime';
import { useDeleteGig } from '../../../api/delete-gig';
import { useMyGigs } from '../../../api/get-my-gigs';
import { MyGigCard } from './MyGigCard';
import { MyGigCardSkeleton } from './MyGigCardSkeleton';

const SKELETONS = 2;
/** The first row's photos load at once; the rest when scrolled near. */
const EAGER_IMAGES = 2;

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  margin-bottom: 20px;
`;

const Heading = styled.h2`
  margin: 0;
  font-size: 1.25rem;
  font-weight: 800;
  color: ${({ theme }) => theme.colors.text};
  &:focus {
    outline: none;
  }
`;

const Grid = styled.ul`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 20px;
  margin: 0;
  padding: 0;
  list-style: none;
  ${media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const ListError = styled(ErrorPanel)`
  max-width: none;
  margin: 0;
`;

function CreateLink({ children }: { children: string }) {
  return (
    <Button as={Link} to={paths.createGig}>
      <Icon name="plus" size={18} />
      {children}
    </Button>
  );
}

/**
 * Profile > My Gigs: the student's gigs (paused ones too) with View, Edit, Pause / Resume and Delete
 * (after a confirmation); 'Create New Gig'; two skeletons while loading; the empty state.
 */
export function MyGigsTab({ user }: { user: CurrentUser }) {
  const { toast } = useToast();
  const { data, isPending, refetch, hasNextPage, fetchNextPage, isFetchingNextPage, isFetchNextPageError } =
    useMyGigs(user.id);
  const remove = useDeleteGig();
  const [deleting, setDeleting] = useState<Gig | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        toast({ title: 'Gig deleted', description: 'Your gig has been deleted successfully.' });
        setDeleting(null);
        // The card (and its Delete button) is gone: focus goes to the list's heading.
        requestAnimationFrame(() => headingRef.current?.focus());
      },
      onError: (error) => {
        toast({
          title: 'Delete failed',
          description: errorMessage(error, 'Failed to delete gig. Please try again.'),
          variant: 'destructive',
        });
        setDeleting(null);
      },
    });
  };

  let content;
  if (isPending) {
    content = (
      <div role="status" aria-live="polite">
        <VisuallyHidden>Loading your gigs</VisuallyHidden>
        <Grid as="div">
          {Array.from({ length: SKELETONS }, (_, i) => (
            <MyGigCardSkeleton key={i} />
          ))}
        </Grid>
      </div>
    );
  } else if (!data) {
    content = (
      <ListError
        title="Something went wrong"
        message="Failed to load your gigs. Please try again."
        onRetry={() => void refetch()}
      />
    );
  } else {
    const gigs = data.pages.flatMap((page) => page.items);
    content =
      gigs.length === 0 ? (
        <EmptyState
          icon="briefcase"
          headingLevel="h3"
          title="No gigs found"
          message="You haven't created any gigs yet"
          action={<CreateLink>Create Your First Gig</CreateLink>}
        />
      ) : (
        <>
          <Grid aria-label="My gigs">
            {gigs.map((gig, i) => (
              <li key={gig.id}>
                <MyGigCard
                  gig={gig}
                  onDelete={setDeleting}
                  imageLoading={i < EAGER_IMAGES ? 'eager' : 'lazy'}
                />
              </li>
            ))}
          </Grid>
          <LoadMore
            hasMore={hasNextPage}
            loading={isFetchingNextPage}
            failed={isFetchNextPageError}
            failureText="Failed to load more gigs. Please try again."
            onLoadMore={() => void fetchNextPage()}
          />
        </>
      );
  }

  return (
    <section aria-labelledby="my-gigs-heading">
      <Header>
        <Heading id="my-gigs-heading" ref={headingRef} tabIndex={-1}>
          My Gigs
        </Heading>
        <CreateLink>Create New Gig</CreateLink>
      </Header>
      {content}
      {deleting && (
        <ConfirmDialog
          title="Delete Gig"
          message="Are you sure you want to delete this gig? This action cannot be undone."
          confirmLabel="Delete"
          busyLabel="Deleting..."
          busy={remove.isPending}
          onConfirm={confirmDelete}
          onCancel={() => setDeleting(null)}
        />
      )}
    </section>
  );
}
