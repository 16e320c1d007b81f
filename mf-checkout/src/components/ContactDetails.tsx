import styled from 'styled-components';

export interface Contact {
  name: string;
  email: string;
  phone: string | null;
}

const Box = styled.section`
  padding: 18px 20px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  text-align: left;
`;

const Title = styled.h2`
  margin: 0 0 12px;
  font-size: 1rem;
  font-weight: 700;
  color: ${({ theme }) => theme.colors.text};
`;

const Lines = styled.dl`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  gap: 8px 16px;
  margin: 0;
  font-size: 0.9375rem;
  dt {
    color: ${({ theme }) => theme.colors.textSubtle};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
    color: ${({ theme }) => theme.colors.text};
  }
  a {
    color: ${({ theme }) => theme.colors.primary};
  }
`;

/** Name, e-mail and phone of one party of the booking (shown only once the payment went through). */
export function ContactDetails({ title, contact }: { title: string; contact: Contact }) {
  return (
    <Box aria-label={title}>
      <Title>{title}</Title>
      <Lines>
        <dt>Name</dt>
        <dd>{contact.name}</dd>
        <dt>Email</dt>
        <dd>
          <a href={`mailto:${contact.email}`}>{contact.email}</a>
        </dd>
        <dt>Phone</dt>
        <dd>{contact.phone ? <a href={`tel:${contact.phone}`}>{contact.phone}</a> : 'No phone provided'}</dd>
      </Lines>
    </Box>
  );
}
