import type { Ref } from 'react';
import styled from 'styled-components';
import { bookingNote, LIMITS, type OrderProcessName } from '@campus/contracts';
import { Card, CardContent, Field, Textarea } from '@campus/ui';
import { NOTE_TEXT } from '../texts';

const Hint = styled.span`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: 4px 12px;
`;

const Count = styled.span<{ $full: boolean }>`
  margin-left: auto;
  font-variant-numeric: tabular-nums;
  color: ${({ $full, theme }) => ($full ? theme.colors.warning : 'inherit')};
`;

/** Why the note cannot be sent (contracts' rule for free text: control characters), or null. */
export function noteProblem(note: string): string | null {
  const parsed = bookingNote.safeParse(note);
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? 'This note cannot be sent');
}

interface Props {
  process: OrderProcessName;
  value: string;
  onChange(value: string): void;
  /** Shown once the student tried to pay with a note that cannot be sent. */
  error: string | null;
  ref?: Ref<HTMLTextAreaElement>;
}

/**
 * 'Note to the provider' ('to the seller' for an item): optional, what the customer needs and when they
 * are free, counted to LIMITS.bookingNoteMax. Sent with the order (create-payment-intent's `note`);
 * the server posts it as the first message of the pair's conversation once the card is authorised.
 */
export function BookingNoteField({ process, value, onChange, error, ref }: Props) {
  const words = process === 'item-purchase' ? NOTE_TEXT.item : NOTE_TEXT.gig;
  return (
    <Card>
      <CardContent>
        <Field
          label={words.label}
          error={error}
          hint={
            <Hint>
              <span>
                {words.hint} {NOTE_TEXT.sent}
              </span>
              <Count $full={value.length >= LIMITS.bookingNoteMax}>{NOTE_TEXT.count(value.length)}</Count>
            </Hint>
          }
        >
          <Textarea
            ref={ref}
            name="note"
            rows={4}
            maxLength={LIMITS.bookingNoteMax}
            placeholder={words.placeholder}
            value={value}
            onChange={(e) => onChange(e.target.value)}
          />
        </Field>
      </CardContent>
    </Card>
  );
}
