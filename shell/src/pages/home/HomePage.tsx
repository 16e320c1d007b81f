import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { PageContainer } from '@campus/ui';
import { useAuth } from '@campus/shell/runtime';
import { PageLoading } from '../../components/PageLoading';
import { ClosingCta } from './ClosingCta';
import { FeaturedGigs } from './FeaturedGigs';
import { Hero } from './Hero';
import { HowItWorks } from './HowItWorks';
import { PopularCategories } from './PopularCategories';

const VerifyEmailCard = lazy(() => import('../verify-email/VerifyEmailCard'));

/** Home. With ?token= only the e-mail verification card is shown (and the token submitted once). */
export function HomePage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const { isAuthenticated } = useAuth();

  if (token !== null) {
    return (
      <PageContainer>
        <Suspense fallback={<PageLoading />}>
          <VerifyEmailCard initialToken={token} screen="home" />
        </Suspense>
      </PageContainer>
    );
  }

  return (
    <>
      <Hero signedIn={isAuthenticated} />
      <PopularCategories />
      <FeaturedGigs />
      <HowItWorks />
      <ClosingCta signedIn={isAuthenticated} />
    </>
  );
}
