import { useSearchParams } from 'react-router';
import { PageContainer } from '@campus/ui';
import VerifyEmailCard from './VerifyEmailCard';

/** /verify-email: ?token= is submitted automatically once; ?email= opens the 6-digit code form. */
export default function VerifyEmailPage() {
  const [params] = useSearchParams();
  return (
    <PageContainer>
      <VerifyEmailCard
        initialToken={params.get('token')}
        initialEmail={params.get('email') ?? ''}
        screen="page"
      />
    </PageContainer>
  );
}
