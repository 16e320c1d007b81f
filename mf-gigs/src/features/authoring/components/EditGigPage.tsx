import { Link, useNavigate, useParams } from 'react-router';
import { paths, type Gig, type GigUpdate, parseRouteId } from '@campus/contracts';
import {
  Button,
  EditGate,
  FormPage,
  FormPageSkeleton,
  NotYours,
  PageContainer,
  SectionBoundary,
  sendWithToasts,
} from '@campus/ui';
import { useToast } from '@campus/shell/runtime';
import { useGig } from '../../../api/get-gig';
import { useUpdateGig } from '../../../api/update-gig';
import { valuesFromGig } from '../utils/gig-form-values';
import { GigNotFound } from '../../detail';
import { GigForm } from './GigForm';

const TITLE = 'Edit Gig';
const SUBTITLE = 'Change what students see on your gig page.';

function EditForm({ gig }: { gig: Gig }) {
  const navigate = useNavigate();
  const { toast } = useToast();
  const { mutateAsync: updateGig } = useUpdateGig();

  const submit = async (body: GigUpdate) => {
    await sendWithToasts(() => updateGig({ id: gig.id, body }), toast, {
      done: { title: 'Gig updated', description: 'Your gig has been updated successfully.' },
      failedTitle: 'Error updating gig',
    });
    navigate(paths.gig(gig.id));
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
  return (
    <EditGate
      query={useGig(id)}
      loading={<FormPageSkeleton label="Loading gig" panelHeight={520} />}
      notFound={<GigNotFound />}
      failedMessage="Failed to load gig details. Please try again."
      notYours={(gig) => (
        <NotYours
          title="You can only edit your own gigs"
          recordTitle={gig.title}
          backTo={paths.gig(gig.id)}
          backLabel="Back to the gig"
        />
      )}
    >
      {(gig) => <EditForm gig={gig} />}
    </EditGate>
  );
}

/** /gigs/:id/edit: the gig form, prefilled, for the gig's provider; PUT /api/gigs/:id, then back to the gig. */
export function EditGigPage() {
  const gigId = parseRouteId(useParams().id);
  return (
    <PageContainer>{gigId === null ? <GigNotFound /> : <EditLoader key={gigId} id={gigId} />}</PageContainer>
  );
}
