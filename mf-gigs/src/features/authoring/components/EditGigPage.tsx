import { Link, useNavigate, useParams } from 'react-router';
import { errorMessage, isApiError, paths, type Gig, type GigUpdate, parseRouteId } from '@campus/contracts';
import {
  Button,
  EmptyState,
  ErrorPanel,
  FormPage,
  FormPageSkeleton,
  Icon,
  PageContainer,
  SectionBoundary,
} from '@campus/ui';
import { useToast } from '@campus/shell/runtime';
import { useGig } from '../../../api/get-gig';
import { useUpdateGig } from '../../../api/update-gig';
import { valuesFromGig } from '../utils/gig-form-values';
import { GigForm } from './GigForm';

const TITLE = 'Edit Gig';
const SUBTITLE = 'Change what students see on your gig page.';

function GigNotFound() {
  return (
    <EmptyState
      headingLevel="h1"
      title="Gig not found. It may have been removed."
      action={
        <Button as={Link} to={paths.gigs()} variant="outline">
          <Icon name="arrow-left" size={16} />
          All Gigs
        </Button>
      }
    />
  );
}

/** Someone else's gig: they may look at it, not change it. */
function NotYourGig({ gig }: { gig: Gig }) {
  return (
    <EmptyState
      headingLevel="h1"
      icon="lock"
      title="You can only edit your own gigs"
      message={`“${gig.title}” belongs to another student, so you cannot change it.`}
      action={
        <Button as={Link} to={paths.gig(gig.id)} variant="outline">
          <Icon name="arrow-left" size={16} />
          Back to the gig
        </Button>
      }
    />
  );
}

function EditForm({ gig }: { gig: Gig }) {
  const navigate = useNavigate();
  const { toast } = useToast();
  const { mutateAsync: updateGig } = useUpdateGig();

  const submit = async (body: GigUpdate) => {
    try {
      await updateGig({ id: gig.id, body });
      toast({ title: 'Gig updated', description: 'Your gig has been updated successfully.' });
      navigate(paths.gig(gig.id));
    } catch (error) {
      toast({
        title: 'Error updating gig',
        description: errorMessage(error, 'Something went wrong. Please try again.'),
        variant: 'destructive',
      });
      throw error;
    }
  };

  return (
    <FormPage title={TITLE} subtitle={SUBTITLE}>
      <SectionBoundary name="the gig form">
        <GigForm
          name={TITLE}
          initial={valuesFromGig(gig)}
          submitLabel="Save Changes"
          busyLabel="Saving..."
          onSubmit={submit}
          onSignedOut={() => navigate(paths.auth(paths.editGig(gig.id)))}
          secondaryAction={
            <Button as={Link} to={paths.gig(gig.id)} variant="outline" size="lg">
              Cancel
            </Button>
          }
        />
      </SectionBoundary>
    </FormPage>
  );
}

function EditLoader({ id }: { id: number }) {
  const { data: gig, isPending, error, refetch } = useGig(id);
  if (isPending) return <FormPageSkeleton label="Loading gig" panelHeight={520} />;
  if (error) {
    if (isApiError(error) && error.status === 404) return <GigNotFound />;
    return (
      <ErrorPanel
        title="Something went wrong"
        message="Failed to load gig details. Please try again."
        onRetry={() => void refetch()}
      />
    );
  }
  // Whether the viewer may edit is the server's answer (`canEdit`), never worked out here from ids.
  return gig.canEdit ? <EditForm gig={gig} /> : <NotYourGig gig={gig} />;
}

/** /gigs/:id/edit: the gig form, prefilled, for the gig's provider; PUT /api/gigs/:id, then back to the gig. */
export function EditGigPage() {
  const gigId = parseRouteId(useParams().id);
  return (
    <PageContainer>{gigId === null ? <GigNotFound /> : <EditLoader key={gigId} id={gigId} />}</PageContainer>
  );
}
