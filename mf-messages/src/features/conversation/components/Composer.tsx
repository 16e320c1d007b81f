import { useLayoutEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { LIMITS } from '@campus/contracts';
import { Button, focusRing, Spinner } from '@campus/ui';
import { SendIcon } from './SendIcon';

const Form = styled.form`
  display: flex;
  align-items: flex-end;
  gap: 10px;
  padding: 12px;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
`;

const Field = styled.div`
  flex: 1;
  min-width: 0;
  display: flex;
  flex-direction: column;
  gap: 4px;
`;

const Box = styled.textarea`
  display: block;
  width: 100%;
  min-height: 42px;
  max-height: 160px;
  padding: 10px 14px;
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: 21px;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-size: 0.9375rem;
  line-height: 1.4;
  resize: none;
  overflow-y: auto;
  &::placeholder {
    color: #94a3b8;
  }
  &:focus-visible {
    ${focusRing}
    border-color: ${({ theme }) => theme.colors.focus};
  }
  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.danger};
  }
`;

const Count = styled.p<{ $over: boolean }>`
  margin: 0 14px;
  font-size: 0.75rem;
  color: ${({ $over, theme }) => ($over ? theme.colors.dangerText : theme.colors.textSubtle)};
`;

const SendButton = styled(Button)`
  flex-shrink: 0;
  height: 42px;
  border-radius: 21px;
`;

/** The box grows with its text up to this height, then scrolls. */
const MAX_HEIGHT_PX = 160;
/** From how many characters the count shows. */
const COUNT_FROM = LIMITS.messageMax - 500;

export interface ComposerProps {
  /** Sends the text; rejects when the send failed (the text then goes back into the box). */
  send(text: string): Promise<unknown>;
  /** A send is under way: the button waits for it. */
  sending: boolean;
}

/**
 * The text box and Send button. Enter sends, Shift+Enter breaks the line. The button is disabled while
 * the text is blank (or over the limit) and while a send is pending. The box empties at once (the
 * message shows in the conversation); a failed send puts the text back, before anything typed since.
 */
export function Composer({ send, sending }: ComposerProps) {
  const [draft, setDraft] = useState('');
  const box = useRef<HTMLTextAreaElement>(null);
  const blank = draft.trim() === '';
  const length = draft.trim().length;
  const tooLong = length > LIMITS.messageMax;

  useLayoutEffect(() => {
    const el = box.current;
    if (!el) return;
    el.style.height = 'auto';
    if (el.scrollHeight > 0) el.style.height = `${Math.min(el.scrollHeight + 2, MAX_HEIGHT_PX)}px`;
  }, [draft]);

  const submit = () => {
    if (blank || tooLong || sending) return;
    const text = draft;
    setDraft('');
    send(text).catch(() => setDraft((typed) => (typed.trim() === '' ? text : `${text}\n${typed}`)));
  };

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    submit();
  };

  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key !== 'Enter' || e.shiftKey || e.altKey || e.ctrlKey || e.metaKey) return;
    if (e.nativeEvent.isComposing) return; // confirming an input-method composition, not sending
    e.preventDefault();
    submit();
  };

  return (
    <Form onSubmit={onSubmit} aria-label="Send a message">
      <Field>
        <Box
          ref={box}
          aria-label="Message"
          rows={1}
          value={draft}
          placeholder="Type a message..."
          aria-describedby={length >= COUNT_FROM ? 'message-count' : undefined}
          aria-invalid={tooLong || undefined}
          onChange={(e) => setDraft(e.target.value)}
          onKeyDown={onKeyDown}
          enterKeyHint="send"
        />
        {length >= COUNT_FROM && (
          <Count id="message-count" $over={tooLong}>
            {length.toLocaleString('en-US')} / {LIMITS.messageMax.toLocaleString('en-US')}
          </Count>
        )}
      </Field>
      <SendButton type="submit" disabled={blank || tooLong || sending} aria-busy={sending || undefined}>
        {sending ? <Spinner size="sm" decorative /> : <SendIcon />}
        Send
      </SendButton>
    </Form>
  );
}
