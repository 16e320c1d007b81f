import { Skeleton, VisuallyHidden } from '@campus/ui';
import { Layout } from './CheckoutView';

/** The page's shape while the gig loads. */
export function CheckoutSkeleton() {
  return (
    <div role="status" aria-live="polite">
      <VisuallyHidden>Loading gig</VisuallyHidden>
      <Layout>
        <Skeleton height={300} radius="14px" />
        <Skeleton height={360} radius="14px" />
      </Layout>
    </div>
  );
}
