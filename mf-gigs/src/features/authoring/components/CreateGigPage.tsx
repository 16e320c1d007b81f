import { useNavigate } from 'react-router';
import { paths, type GigCreate } from '@campus/contracts';
import { FormPage, PageContainer, SectionBoundary, sendWithToasts } from '@campus/ui';
import { useToast } from '@campus/shell/runtime';
import { useCreateGig } from '../../../api/create-gig';
import { EMPTY_GIG_FORM } from '../utils/gig-form-values';
import { GigForm } from './GigForm';

/** /create-gig: the signed-in student lists a service; success opens the new gig's page. */
export function CreateGigPage() {
  const navigate = useNavigate();
  const { toast } = useToast();
  const { mutateAsync: createGig } = useCreateGig();

  const submit = async (body: GigCreate) => {
    const { id } = await sendWithToasts(() => createGig(body), toast, {
      done: { title: 'Success!', description: 'Your gig has been created successfully.' },
      failedTitle: 'Error creating gig',
    });
    navigate(paths.gig(id));
  };

  const signedOut = () => {
    toast({
      title: 'Authentication Required',
      description: 'You must be logged in to create a gig. Please log in and try again.',
      variant: 'destructive',
    });
    navigate(paths.auth());
  };

  return (
    <PageContainer>
      <FormPage
        title="Create a New Gig"
        subtitle="Share your skills with other students and earn money doing what you are good at."
      >
        <SectionBoundary name="the gig form">
          <GigForm
            name="Create a New Gig"
            initial={EMPTY_GIG_FORM}
            submitLabel="Create Gig"
            busyLabel="Creating Gig..."
            onSubmit={submit}
            onSignedOut={signedOut}
          />
        </SectionBoundary>
      </FormPage>
    </PageContainer>
  );
}
