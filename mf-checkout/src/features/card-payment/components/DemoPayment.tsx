import { useEffect, type FormEvent } from 'react';
import styled from 'styled-components';
import { useToast } from '@campus/shell/runtime';
import { useCardForm } from '../hooks/use-card-form';
import { PAYMENT_TEXT as T } from '../texts';
import { CardFields } from './CardFields';
import { PayButton } from './PayButton';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: 18px;
`;

/** Stripe chosen but no publishable key: the form is shown, nothing can be paid, no intent is made. */
export function DemoPayment({ totalCents }: { totalCents: number }) {
  const form = useCardForm();
  const { toast } = useToast();
  useEffect(() => {
    toast({ title: T.demoTitle, description: T.demoDescription });
  }, [toast]);
  return (
    <Form onSubmit={(e: FormEvent) => e.preventDefault()} aria-label="Card details (demo)">
      <CardFields form={form} disabled />
      <PayButton totalCents={totalCents} disabled />
    </Form>
  );
}
