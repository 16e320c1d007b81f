import styled from 'styled-components';
import {
  computeFees,
  fullName,
  thumbnailUrl,
  toCents,
  UPLOAD_IMAGE_SIZES,
  type MarketplaceItem,
} from '@campus/contracts';
import { Badge, Icon } from '@campus/ui';
import { CHECKOUT_TEXT as T, ITEM_CHECKOUT_TEXT as IT } from '../texts';
import { Lines, Note, SummaryCard, SummaryTitle } from './OrderSummary';

const Photo = styled.img`
  display: block;
  width: 100%;
  height: auto;
  aspect-ratio: 3 / 2;
  object-fit: cover;
  margin-bottom: 14px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
`;

const Badges = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
`;

const Seller = styled.p`
  margin: 10px 0 0;
  font-size: 0.875rem;
  overflow-wrap: anywhere;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** What is bought: the item's first photo, title, category and condition, seller, and the one fee rule. */
export function ItemSummary({ item }: { item: MarketplaceItem }) {
  const fees = computeFees(toCents(item.price));
  const photo = item.images?.[0];
  const seller = item.seller ? fullName(item.seller) : '';
  return (
    <SummaryCard>
      {photo && (
        <Photo
          src={thumbnailUrl(photo) ?? photo}
          alt={item.title}
          width={UPLOAD_IMAGE_SIZES.thumbnail.width}
          height={UPLOAD_IMAGE_SIZES.thumbnail.height}
        />
      )}
      <SummaryTitle>{item.title}</SummaryTitle>
      <Badges>
        <Badge variant="secondary">{item.category}</Badge>
        <Badge variant="outline">{item.condition}</Badge>
      </Badges>
      {seller && <Seller>Sold by {seller}</Seller>}
      <Lines fees={fees} baseLabel="Price" />
      <Note>
        <Icon name="shield-check" size={14} />
        {IT.escrowNote}
      </Note>
      <Note>
        <Icon name="lock" size={14} />
        {T.contactNote}
      </Note>
    </SummaryCard>
  );
}
