import styled from 'styled-components';
import { formatLongDate, UPLOAD_IMAGE_SIZES, type Gig } from '@campus/contracts';
import { Badge, CategoryIcon, Icon, useHydrated } from '@campus/ui';

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
    min-width: 0;
    overflow-wrap: anywhere;
  }
`;

const Badges = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
`;

/**
 * The photo's box is sized before it loads (3:2 of the column's width, as uploads are stored, at most
 * 420 px high), so nothing below it moves when it arrives.
 */
const Media = styled.img`
  display: block;
  width: 100%;
  height: auto;
  aspect-ratio: 3 / 2;
  max-height: 420px;
  margin-top: 20px;
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surfaceMuted};
`;

/** Category badge, title, 'Posted {date}', location and the gig's image when it has one. */
export function GigOverview({ gig }: { gig: Gig }) {
  const local = useHydrated();
  return (
    <header>
      <Badges>
        <Badge variant="secondary">
          <CategoryIcon name={gig.category} size={14} />
          {gig.category}
        </Badge>
        {gig.status !== 'active' && <Badge variant="outline">Paused</Badge>}
      </Badges>
      <Title>{gig.title}</Title>
      <Meta>
        <li>
          <Icon name="calendar" size={16} />
          Posted {formatLongDate(gig.createdAt, local)}
        </li>
        {gig.location && (
          <li>
            <Icon name="map-pin" size={16} />
            {gig.location}
          </li>
        )}
      </Meta>
      {gig.imageUrl && (
        <Media
          src={gig.imageUrl}
          alt={gig.title}
          width={UPLOAD_IMAGE_SIZES.display.width}
          height={UPLOAD_IMAGE_SIZES.display.height}
          decoding="async"
          fetchPriority="high"
        />
      )}
    </header>
  );
}
