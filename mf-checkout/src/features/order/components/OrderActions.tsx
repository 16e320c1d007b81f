import { useId, useState } from 'react';
import { Link } from 'react-router';
import styled from 'styled-components';
import { paths, type OrderDetail } from '@campus/contracts';
import { Button, Spinner } from '@campus/ui';
import { useCapturePayment } from '../../../api/capture-payment';
import { Panel } from '../../../components/Panel';
import { useActionToast } from '../hooks/use-action-toast';
import { ORDER_TEXT } from '../texts';
import { shownActions, type PageAction, type ShownAction } from '../utils/actions';
import { CONFIRMATIONS, ConfirmActionDialog, type ConfirmedAction } from './ConfirmActionDialog';
import { ContestDisputeDialog } from './ContestDisputeDialog';
import { ExtraTimeDialog } from './ExtraTimeDialog';
import { OpenDisputeDialog } from './OpenDisputeDialog';
import { ReviewDialog } from './ReviewDialog';

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 14px 12px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li<{ $refused: boolean }>`
  display: flex;
  flex-direction: column;
  gap: 4px;
  ${({ $refused }) => ($refused ? 'flex: 1 1 220px; max-width: 100%;' : '')}
`;

const Reason = styled.p`
  margin: 0;
  font-size: 0.8125rem;
  line-height: 1.4;
  color: ${({ theme }) => theme.colors.textSubtle};
`;

const Nothing = styled.p`
  margin: 0 0 14px;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const isConfirmed = (action: PageAction): action is ConfirmedAction => Object.hasOwn(CONFIRMATIONS, action);

/** A refused action: its button disabled, the server's reason under it. */
function RefusedAction({ action }: { action: ShownAction }) {
  const reasonId = useId();
  return (
    <Item $refused>
      <Button
        type="button"
        variant="outline"
        size="sm"
        disabled
        aria-describedby={action.reason ? reasonId : undefined}
      >
        {action.label}
      </Button>
      {action.reason && <Reason id={reasonId}>{action.reason}</Reason>}
    </Item>
  );
}

/**
 * What the viewer may do with the order, as the server lists it: each allowed action a button (with
 * its dialog), each refused one disabled with the reason why.
 */
export function OrderActions({ order }: { order: OrderDetail }) {
  const [open, setOpen] = useState<PageAction | null>(null);
  const capture = useCapturePayment();
  const toasts = useActionToast();
  const actions = shownActions(order);
  if (actions.length === 0) return null;
  const allowed = actions.filter((a) => a.allowed);
  const close = () => setOpen(null);

  const captureNow = () =>
    capture.mutate(
      { orderId: order.id, paymentIntentId: order.paymentIntentId ?? undefined },
      {
        onSuccess: () => toasts.done('capture'),
        onError: (error) => toasts.failed('capture', error),
      },
    );

  const button = (action: ShownAction, primary: boolean) => {
    const variant = primary ? 'primary' : 'outline';
    if (action.action === 'pay_extra_time') {
      return (
        <Button as={Link} to={paths.postServicePayment(order.id)} variant={variant}>
          {action.label}
        </Button>
      );
    }
    if (action.action === 'capture') {
      const busy = capture.isPending;
      return (
        <Button type="button" variant={variant} onClick={captureNow} disabled={busy} aria-busy={busy}>
          {busy && <Spinner size="sm" decorative />}
          {busy ? 'Processing...' : action.label}
        </Button>
      );
    }
    return (
      <Button type="button" variant={variant} onClick={() => setOpen(action.action)}>
        {action.label}
      </Button>
    );
  };

  return (
    <Panel title="Actions">
      {allowed.length === 0 && <Nothing>{ORDER_TEXT.nothingToDo}</Nothing>}
      <List>
        {actions.map((action, i) =>
          action.allowed ? (
            <Item key={action.action} $refused={false}>
              {button(action, i === 0)}
            </Item>
          ) : (
            <RefusedAction key={action.action} action={action} />
          ),
        )}
      </List>
      {open && isConfirmed(open) && <ConfirmActionDialog order={order} action={open} onClose={close} />}
      {open === 'open_dispute' && <OpenDisputeDialog order={order} onClose={close} />}
      {open === 'contest_dispute' && <ContestDisputeDialog order={order} onClose={close} />}
      {open === 'request_extra_time' && <ExtraTimeDialog order={order} onClose={close} />}
      {open === 'review' && <ReviewDialog order={order} onClose={close} />}
    </Panel>
  );
}
