import styled from 'styled-components';
import { formatLongDate, type Gig } from '@campus/contracts';
import { Badge, CategoryIcon, Icon } from '@campus/ui';

const Title = styled.h1`
  margin: 12px 0 12px;
  font-size: clamp(1.6rem, 1.25rem + 1.5vw, 2.25rem);
  font-weight: 800;
  line-height: 1.2;
  letter-spacing: -0.02em;
  color: ${({ theme }) => theme.colors.text};
  overflow-wrap: anywhere;
`;

const Meta = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 8px 20px;
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: 0.9375rem;
  color: ${({ theme }) => theme.colors.textMuted};
  li {
    display: inline-flex;
    align-items: center;
    gap: 6px;
  }
`;

const Media = styled.img`
  display: block;
  width: 100%;
  max-height: 380px;
  margin-top: 20px;
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radii.lg};
`;

/** Category badge, title, 'Posted {date}', location and the gig's image when it has one. */
export function GigOverview({ gig }: { gig: Gig }) {
  return (
    <header>
      <Badge variant="secondary">
        <CategoryIcon name={gig.category} size={14} />
        {gig.category}
      </Badge>
      <Title>{gig.title}</Title>
      <Meta>
        <li>
          <Icon name="calendar" size={16} />
          Posted {formatLongDate(gig.createdAt)}
        </li>
        {gig.location && (
          <li>
            <Icon name="map-pin" size={16} />
            {gig.location}
          </li>
        )}
      </Meta>
      {gig.imageUrl && <Media src={gig.imageUrl} alt={gig.title} />}
    </header>
  );
}
