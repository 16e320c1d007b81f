import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import styled from 'styled-components';
import {
  errorMessage,
  fullName,
  LIMITS,
  MESSAGING_TEXTS,
  paths,
  type MarketplaceItem,
} from '@campus/contracts';
import { Button, Dialog, DialogButtons, Icon, Label, Spinner, Textarea } from '@campus/ui';
import { useAuth, useToast } from '@campus/shell/runtime';
import { useStartConversation } from '../../api/start-conversation';

/** The spec's texts of Contact Seller (section 5) and of a failed send (section 8). */
export const CONTACT_TEXT = {
  logIn: { title: 'Please log in', description: 'You need to be logged in to contact sellers' },
  empty: { title: 'Empty message', description: 'Please write a message to the seller' },
  sent: 'Message sent',
  failedTitle: 'Error',
} as const;

/** What the seller reads first: which item the message is about. */
export const itemReference = (title: string) => `About “${title}”: `;

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: 6px;
  margin-top: 16px;
`;

interface ContactDialogProps {
  item: MarketplaceItem;
  sellerName: string;
  onClose(): void;
}

/**
 * The Contact Seller dialog: the text goes to the seller as a message (POST /api/conversations opens
 * or continues the conversation), prefixed with the item it is about; then 'Message sent' and the way
 * to the conversation.
 */
function ContactDialog({ item, sellerName, onClose }: ContactDialogProps) {
  const { toast } = useToast();
  const [text, setText] = useState('');
  const [conversationId, setConversationId] = useState<number | null>(null);
  const send = useStartConversation();
  const textRef = useRef<HTMLTextAreaElement>(null);
  const openRef = useRef<HTMLAnchorElement>(null);
  const reference = itemReference(item.title);

  useEffect(() => {
    if (conversationId !== null) openRef.current?.focus();
  }, [conversationId]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const body = text.trim();
    if (!body) {
      toast({ ...CONTACT_TEXT.empty, variant: 'destructive' });
      textRef.current?.focus();
      return;
    }
    send.mutate(
      { userId: item.sellerId, message: reference + body },
      {
        onSuccess: (conversation) => setConversationId(conversation.id),
        onError: (error) =>
          toast({
            title: CONTACT_TEXT.failedTitle,
            description: errorMessage(error, MESSAGING_TEXTS.sendFailed),
            variant: 'destructive',
          }),
      },
    );
  };

  if (conversationId !== null) {
    return (
      <Dialog
        title={CONTACT_TEXT.sent}
        description={<p>{sellerName} will see it in Messages, where you can keep talking.</p>}
        onClose={onClose}
        wide
      >
        <DialogButtons>
          <Button type="button" variant="outline" onClick={onClose}>
            Close
          </Button>
          <Button as={Link} ref={openRef} to={paths.messages(conversationId)}>
            <Icon name="message-circle" size={16} />
            Open conversation
          </Button>
        </DialogButtons>
      </Dialog>
    );
  }

  return (
    <Dialog
      title="Contact Seller"
      description={
        <p>
          Send {sellerName} a message about “{item.title}”.
        </p>
      }
      onClose={onClose}
      dismissible={!send.isPending}
      initialFocus={textRef}
      wide
    >
      <Form noValidate aria-label="Message to the seller" onSubmit={submit}>
        <Label htmlFor="contact-seller-message">Your message</Label>
        <Textarea
          ref={textRef}
          id="contact-seller-message"
          rows={5}
          maxLength={LIMITS.messageMax - reference.length}
          placeholder="Hi! Is this still available?"
          value={text}
          onChange={(e) => setText(e.target.value)}
        />
        <DialogButtons>
          <Button type="button" variant="outline" onClick={onClose} disabled={send.isPending}>
            Cancel
          </Button>
          <Button type="submit" disabled={send.isPending} aria-busy={send.isPending}>
            {send.isPending ? <Spinner size="sm" decorative /> : <Icon name="message-circle" size={16} />}
            {send.isPending ? 'Sending...' : 'Send Message'}
          </Button>
        </DialogButtons>
      </Form>
    </Dialog>
  );
}

/**
 * 'Contact Seller' for everyone but the seller: a visitor is told to log in ('Please log in') and
 * taken to sign-in, which brings them back here; a student writes to the seller in a dialog.
 */
export function ContactSeller({ item }: { item: MarketplaceItem }) {
  const { user } = useAuth();
  const { toast } = useToast();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const sellerName = (item.seller && fullName(item.seller)) || 'the seller';

  const start = () => {
    if (!user) {
      toast({ ...CONTACT_TEXT.logIn, variant: 'destructive' });
      navigate(paths.auth(paths.marketplaceItem(item.id)));
      return;
    }
    setOpen(true);
  };

  return (
    <>
      <Button type="button" size="lg" block onClick={start}>
        <Icon name="message-circle" size={18} />
        Contact Seller
      </Button>
      {open && <ContactDialog item={item} sellerName={sellerName} onClose={() => setOpen(false)} />}
    </>
  );
}
