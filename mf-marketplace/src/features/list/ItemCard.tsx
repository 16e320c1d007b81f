import { Link } from 'react-router';
import styled from 'styled-components';
import {
  formatLongDate,
  formatUsd,
  paths,
  thumbnailUrl,
  truncateDescription,
  UPLOAD_IMAGE_SIZES,
  type MarketplaceItem,
} from '@campus/contracts';
import { Badge, Button, Icon, useHydrated } from '@campus/ui';

const Article = styled.article<{ $sold: boolean }>`
  display: flex;
  flex-direction: column;
  height: 100%;
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.sm};
  transition: box-shadow 0.2s ease;
  &:hover {
    box-shadow: ${({ theme }) => theme.shadows.md};
  }
  ${({ $sold, theme }) =>
    $sold
      ? `
    background: ${theme.colors.surfaceMuted};
    box-shadow: none;
  `
      : ''}
`;

/** The photo's box is sized before the photo loads (3:2, as every upload is cropped), so nothing moves. */
const Media = styled.div<{ $sold: boolean }>`
  position: relative;
  display: flex;
  align-items: center;
  justify-content: center;
  aspect-ratio: 3 / 2;
  background: ${({ theme }) => theme.colors.surfaceMuted};
  color: ${({ theme }) => theme.colors.textSubtle};
  font-weight: 600;
  img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
    ${({ $sold }) => ($sold ? 'opacity: 0.5; filter: grayscale(0.8);' : '')}
  }
`;

const Corner = styled.div`
  position: absolute;
  top: 10px;
  left: 10px;
  display: flex;
  gap: 6px;
`;

const Body = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: 10px;
  padding: 16px 18px 18px;
`;

const Top = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: 12px;
  h3 {
    min-width: 0;
    margin: 0;
    font-size: 1.0625rem;
    line-height: 1.35;
    overflow-wrap: anywhere;
  }
  strong {
    font-size: 1.0625rem;
    white-space: nowrap;
  }
`;

const Badges = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
`;

const Text = styled.p`
  flex: 1;
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.9rem;
  line-height: 1.55;
  overflow-wrap: anywhere;
`;

const Meta = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: 4px 14px;
  margin: 0;
  color: ${({ theme }) => theme.colors.textSubtle};
  font-size: 0.8125rem;
  span {
    display: inline-flex;
    align-items: center;
    gap: 4px;
    min-width: 0;
    overflow-wrap: anywhere;
  }
`;

/** The photo a card shows: the item's first photo as its thumbnail (the address itself when it has none). */
export function itemCardImage(item: MarketplaceItem): string | undefined {
  const image = item.images?.[0];
  return image && (thumbnailUrl(image) ?? image);
}

interface ItemCardProps {
  item: MarketplaceItem;
  /** 'eager' for the cards of the first row (default 'lazy'). */
  imageLoading?: 'eager' | 'lazy';
}

/**
 * An item on sale: the first photo's thumbnail (or 'No Image'), title, price, category and condition,
 * short description, place and date, View Details. A sold item says so (badge) and looks it (dimmed
 * photo, muted card); the seller's own items carry 'Your listing' (the reply's `canEdit`).
 */
export function ItemCard({ item, imageLoading = 'lazy' }: ItemCardProps) {
  const image = itemCardImage(item);
  const sold = item.status === 'sold';
  const titleId = `item-${item.id}-title`;
  const local = useHydrated();
  return (
    <Article aria-labelledby={titleId} $sold={sold}>
      <Media $sold={sold}>
        {image ? (
          <img
            src={image}
            alt={item.title}
            width={UPLOAD_IMAGE_SIZES.thumbnail.width}
            height={UPLOAD_IMAGE_SIZES.thumbnail.height}
            loading={imageLoading}
            decoding="async"
          />
        ) : (
          <span>No Image</span>
        )}
        <Corner>
          {sold && <Badge variant="destructive">Sold</Badge>}
          {item.canEdit && <Badge>Your listing</Badge>}
        </Corner>
      </Media>
      <Body>
        <Top>
          <h3 id={titleId}>{item.title}</h3>
          <strong>{formatUsd(item.price)}</strong>
        </Top>
        <Badges>
          <Badge variant="secondary">{item.category}</Badge>
          <Badge variant="outline">{item.condition}</Badge>
        </Badges>
        <Text>{truncateDescription(item.description)}</Text>
        <Meta>
          {item.location && (
            <span>
              <Icon name="map-pin" size={14} />
              {item.location}
            </span>
          )}
          <span>
            <Icon name="calendar" size={14} />
            {formatLongDate(item.createdAt, local)}
          </span>
        </Meta>
        <Button
          as={Link}
          to={paths.marketplaceItem(item.id)}
          variant="outline"
          block
          aria-describedby={titleId}
        >
          View Details
        </Button>
      </Body>
    </Article>
  );
}
