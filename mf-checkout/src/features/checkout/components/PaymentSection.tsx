import { useRef } from 'react';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import styled from 'styled-components';
import { isApiError, paths, type PublicConfig } from '@campus/contracts';
import { useToast } from '@campus/shell/runtime';
import { Alert, Button, Card, CardContent, CardHeader, CardTitle, Icon } from '@campus/ui';
import { usePublicConfig } from '../../../api/get-config';
import { gigQueryOptions } from '../../../api/get-gig';
import { checkoutSuccessPath } from '../../../utils/purchase';
import {
  CardPaymentForm,
  FormSkeleton,
  isDemoMode,
  PAYMENT_TEXT,
  PayButton,
  PaymentStack,
  PaymentUnavailable,
  type BeforeConfirm,
} from '../../card-payment';
import { usePaymentIntent, useSendBookingNote, type PaymentTarget } from '../api/create-payment-intent';
import { marketplaceItemQueryOptions } from '../api/get-marketplace-item';
import { CHECKOUT_TEXT as T } from '../texts';
import { noteProblem } from './BookingNoteField';
import type { Purchase } from './CheckoutView';

const Blocked = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 12px;
`;

/**
 * Refusals the server explains (403 the student's own gig or item, 409 a paused gig or an item no
 * longer available): no form, its words.
 */
const REFUSED = new Set([403, 409]);

interface Props {
  purchase: Purchase;
  /** The note to the provider as typed: sent with the order just before the card is confirmed. */
  note: string;
  /** The note cannot be sent (why): the page shows it at the field. */
  onNoteRefused(problem: string): void;
}

/** The summary's query: read again when the order changed under the page (a new price). */
const summaryKey = (target: PaymentTarget) =>
  'gigId' in target
    ? gigQueryOptions(target.gigId).queryKey
    : marketplaceItemQueryOptions(target.marketplaceItemId).queryKey;

/**
 * Sends the note with the order before the card is confirmed (create-payment-intent again, answered
 * with the same open intent): the provider gets the note the student sees when paying. Sent once per
 * text (a second try after a declined card sends nothing new), and on the first payment even when
 * empty (it clears a note left on the open order by an earlier visit).
 */
function useNoteBeforeConfirm(
  target: PaymentTarget,
  note: string,
  clientSecret: string | null,
  refuse: Props['onNoteRefused'],
): BeforeConfirm {
  const send = useSendBookingNote(target);
  const sent = useRef<string | null>(null);
  const queryClient = useQueryClient();
  const { toast } = useToast();
  return async () => {
    const problem = noteProblem(note);
    if (problem) {
      refuse(problem);
      return false;
    }
    const text = note.trim();
    if (text === sent.current) return true;
    const reply = await send.mutateAsync(text);
    sent.current = text;
    if (reply.clientSecret === clientSecret) return true;
    // the open order was given up meanwhile (its price changed): the form now holds the new one
    void queryClient.invalidateQueries({ queryKey: summaryKey(target) });
    toast({ title: T.orderChangedTitle, description: T.orderChanged, variant: 'destructive' });
    return false;
  };
}

/** Creates the intent, then the form of the server's payment provider. */
function IntentPayment({ purchase, note, onNoteRefused, config }: Props & { config: PublicConfig }) {
  const { target, totalCents, back, process } = purchase;
  const intent = usePaymentIntent(target, true);
  const clientSecret = intent.data?.clientSecret ?? null;
  const beforeConfirm = useNoteBeforeConfirm(target, note, clientSecret, onNoteRefused);
  const location = useLocation();
  const navigate = useNavigate();
  const error = intent.error;
  if (isApiError(error) && error.status === 401) {
    return <Navigate to={paths.auth(location.pathname + location.search)} replace />;
  }
  if (isApiError(error) && REFUSED.has(error.status)) {
    return (
      <Blocked>
        <Alert variant="destructive">{error.serverMessage ?? PAYMENT_TEXT.intentFailed}</Alert>
        <Button as={Link} to={back.to} variant="outline" size="sm">
          <Icon name="arrow-left" size={16} />
          {back.label}
        </Button>
      </Blocked>
    );
  }
  const problem = error ? (
    <PaymentUnavailable
      failedAt={intent.errorUpdatedAt}
      retrying={intent.isFetching}
      onRetry={() => void intent.refetch()}
    />
  ) : null;
  const item = process === 'item-purchase';
  return (
    <CardPaymentForm
      config={config}
      clientSecret={clientSecret}
      totalCents={totalCents}
      problem={problem}
      beforeConfirm={beforeConfirm}
      // an item purchase's success page words it as one (the default is a gig booking's)
      onAuthorised={item ? (id) => navigate(checkoutSuccessPath(process, id)) : undefined}
      returnPath={item ? checkoutSuccessPath(process) : undefined}
    />
  );
}

function PaymentBody(props: Props) {
  const { totalCents } = props.purchase;
  const config = usePublicConfig();
  if (config.isPending) return <FormSkeleton />;
  if (config.isError) {
    return (
      <PaymentStack>
        <PaymentUnavailable
          failedAt={config.errorUpdatedAt}
          retrying={config.isFetching}
          onRetry={() => void config.refetch()}
        />
        <PayButton totalCents={totalCents} disabled />
      </PaymentStack>
    );
  }
  // Demo mode: the form is shown, no intent is made.
  if (isDemoMode(config.data)) {
    return <CardPaymentForm config={config.data} clientSecret={null} totalCents={totalCents} />;
  }
  return <IntentPayment {...props} config={config.data} />;
}

/** The payment card: test-mode notice, the card form and 'Pay $X'. */
export function PaymentSection(props: Props) {
  return (
    <Card as="section" aria-labelledby="payment-details">
      <CardHeader>
        <CardTitle as="h2" id="payment-details">
          Payment Details
        </CardTitle>
      </CardHeader>
      <CardContent>
        <PaymentBody {...props} />
      </CardContent>
    </Card>
  );
}
