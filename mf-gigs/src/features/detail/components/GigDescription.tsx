import styled from 'styled-components';
import type { Gig } from '@campus/contracts';
import { Badge } from '@campus/ui';
import { SectionCard, SectionTitle } from './SectionCard';

const Text = styled.p`
  margin: 0;
  white-space: pre-line;
  line-height: 1.7;
  color: ${({ theme }) => theme.colors.text};
  overflow-wrap: anywhere;
`;

const Tags = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin: 20px 0 0;
  padding: 0;
  list-style: none;
`;

/** Description with its line breaks kept, then the tags. */
export function GigDescription({ gig }: { gig: Gig }) {
  return (
    <SectionCard aria-labelledby="gig-description">
      <SectionTitle id="gig-description">Description</SectionTitle>
      <Text>{gig.description}</Text>
      {gig.tags.length > 0 && (
        <Tags aria-label="Tags">
          {gig.tags.map((tag, i) => (
            <li key={`${tag}-${i}`}>
              <Badge variant="outline">{tag}</Badge>
            </li>
          ))}
        </Tags>
      )}
    </SectionCard>
  );
}
