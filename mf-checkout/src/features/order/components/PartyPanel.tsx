import { useNavigate } from 'react-router';
import styled from 'styled-components';
import { errorMessage, fullName, isApiError, paths, type OrderDetail } from '@campus/contracts';
import { useToast } from '@campus/shell/runtime';
import { Avatar, Button, Icon, Spinner } from '@campus/ui';
import { ContactDetails } from '../../../components/ContactDetails';
import { Panel } from '../../../components/Panel';
import { useStartConversation } from '../api/start-conversation';
import { ACTION_FAILED, ORDER_TEXT } from '../texts';

const Who = styled.div`
  display: flex;
  align-items: center;
  gap: 12px;
  margin-bottom: 16px;
  p {
    margin: 0;
  }
  p + p {
    font-size: 0.875rem;
    color: ${({ theme }) => theme.colors.textSubtle};
  }
  > div {
    min-width: 0;
    overflow-wrap: anywhere;
  }
`;

const Locked = styled.p`
  display: flex;
  align-items: flex-start;
  gap: 8px;
  margin: 0;
  font-size: 0.875rem;
  line-height: 1.5;
  color: ${({ theme }) => theme.colors.textSubtle};
  svg {
    flex-shrink: 0;
    margin-top: 2px;
  }
`;

/** 'Message {first name}': a long first name wraps inside the button instead of running out of it. */
const MessageButton = styled(Button)`
  margin-top: 16px;
  height: auto;
  min-height: 40px;
  padding-block: 8px;
  line-height: 1.3;
  white-space: normal;
  overflow-wrap: anywhere;
  text-align: center;
`;

/** The party the viewer deals with: the provider for the customer, the customer for the provider. */
export const otherSide = (order: Pick<OrderDetail, 'viewerRole'>): Side =>
  order.viewerRole === 'customer' ? 'provider' : 'customer';

type Side = 'customer' | 'provider';

/** One party of the order: who they are, their contact once paid, and a way to message them. */
export function PartyPanel({ order, side }: { order: OrderDetail; side: Side }) {
  const navigate = useNavigate();
  const { toast } = useToast();
  const { mutate, isPending } = useStartConversation();
  const other = order[side];
  const item = order.process === 'item-purchase';
  const role = side === 'provider' ? (item ? 'Seller' : 'Provider') : item ? 'Buyer' : 'Customer';
  const name = fullName(other) || `The ${role.toLowerCase()}`;
  const firstName = other.firstName?.trim() || role.toLowerCase();

  const message = () =>
    mutate(other.id, {
      onSuccess: (conversation) => navigate(paths.messages(conversation.id)),
      onError: (error) => {
        if (isApiError(error) && error.status === 401) {
          navigate(paths.auth(paths.order(order.id)));
          return;
        }
        toast({
          title: ACTION_FAILED.message,
          description: errorMessage(error, ORDER_TEXT.messageFailed),
          variant: 'destructive',
        });
      },
    });

  return (
    <Panel title={role}>
      <Who>
        <Avatar firstName={other.firstName} lastName={other.lastName} />
        <div>
          <p>
            <strong>{name}</strong>
          </p>
          {other.university && <p>{other.university}</p>}
        </div>
      </Who>
      {other.contact ? (
        <ContactDetails title={`${role} Contact`} contact={other.contact} />
      ) : (
        <Locked>
          <Icon name="lock" size={14} />
          {ORDER_TEXT.contactLocked}
        </Locked>
      )}
      <MessageButton
        type="button"
        variant="outline"
        block
        onClick={() => message()}
        disabled={isPending}
        aria-busy={isPending}
      >
        {isPending ? <Spinner size="sm" decorative /> : <Icon name="message-circle" size={16} />}
        Message {firstName}
      </MessageButton>
    </Panel>
  );
}
