import { Link } from 'react-router';
import styled from 'styled-components';
import {
  formatLongDate,
  formatUsd,
  paths,
  truncateDescription,
  type MarketplaceItem,
} from '@campus/contracts';
import { Badge, Button, Icon } from '@campus/ui';

const Article = styled.article`
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
`;

const Media = styled.div`
  position: relative;
  display: flex;
  align-items: center;
  justify-content: center;
  aspect-ratio: 4 / 3;
  background: ${({ theme }) => theme.colors.surfaceMuted};
  color: ${({ theme }) => theme.colors.textSubtle};
  font-weight: 600;
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
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

/** An item on sale: picture, title, price, badges, short description, place and date, View Details. */
export function ItemCard({ item, own }: { item: MarketplaceItem; own: boolean }) {
  const image = item.images?.[0];
  const titleId = `item-${item.id}-title`;
  return (
    <Article aria-labelledby={titleId}>
      <Media>
        {image ? <img src={image} alt="" loading="lazy" /> : <span>No Image</span>}
        <Corner>
          {item.status === 'sold' && <Badge variant="destructive">Sold</Badge>}
          {own && <Badge>Your listing</Badge>}
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
            {formatLongDate(item.createdAt)}
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
