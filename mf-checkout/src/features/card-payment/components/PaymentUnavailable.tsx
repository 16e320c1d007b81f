import { useEffect } from 'react';
import styled from 'styled-components';
import { useToast } from '@campus/shell/runtime';
import { Alert, Button, Icon } from '@campus/ui';
import { PAYMENT_TEXT as T } from '../texts';

const Box = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 10px;
`;

interface Props {
  /** When the last attempt failed: each new failure is told again. */
  failedAt: number;
  retrying: boolean;
  onRetry(): void;
}

/** The payment could not be prepared (no intent, or no configuration): say so, offer another try. */
export function PaymentUnavailable({ failedAt, retrying, onRetry }: Props) {
  const { toast } = useToast();
  useEffect(() => {
    toast({ title: T.intentFailedTitle, description: T.intentFailed, variant: 'destructive' });
  }, [failedAt, toast]);
  return (
    <Box>
      <Alert variant="destructive">{T.intentFailed}</Alert>
      <Button type="button" variant="outline" size="sm" onClick={onRetry} disabled={retrying}>
        <Icon name="refresh-cw" size={16} />
        Try again
      </Button>
    </Box>
  );
}
