import styled from 'styled-components';
import type { Gig } from '@campus/contracts';
import { Button, Icon, Spinner } from '@campus/ui';
import { useMessageProvider } from '../hooks/use-message-provider';

/** The label, cut with an ellipsis when the provider's name is longer than the button (its name stays whole). */
const Label = styled.span`
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
`;

/** 'Message {firstName}' under the booking action of a gig that is not the viewer's own. */
export function MessageProviderButton({ gig }: { gig: Gig }) {
  const { message, isPending } = useMessageProvider(gig.id, gig.providerId);
  const name = gig.provider?.firstName?.trim() || 'the provider';
  return (
    <Button
      type="button"
      variant="outline"
      block
      onClick={message}
      disabled={isPending}
      aria-busy={isPending || undefined}
    >
      {isPending ? <Spinner size="sm" decorative /> : <Icon name="message-circle" size={18} />}
      <Label>Message {name}</Label>
    </Button>
  );
}
