import { useEffect } from 'react';
import styled from 'styled-components';
import { formatLongDate, formatUsd, fullName, PRODUCT_NAME, type MarketplaceItem } from '@campus/contracts';
import {
  Avatar,
  Badge,
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  Icon,
  media,
  SectionBoundary,
  useHydrated,
} from '@campus/ui';
import { BuyWithEscrow } from './BuyWithEscrow';
import { ContactSeller } from './ContactSeller';
import { Gallery } from './Gallery';
import { OwnerActions } from './OwnerActions';
import { STATUS_BADGES, STATUS_LABELS } from './status';

const SAFETY_TIPS = [
  'Meet in a public place on campus',
  'Verify the item before paying',
  'Never share financial information',
  'Report suspicious activity',
];

/**
 * Phones: one column in reading order (photos, title and price with the actions, description, then
 * details, seller and tips). Wide screens: photos and description on the left, the rest on the right.
 */
const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  grid-template-areas: 'gallery' 'summary' 'description' 'aside';
  gap: 24px;
  ${media.lg} {
    grid-template-columns: minmax(0, 1.2fr) minmax(0, 1fr);
    grid-template-areas: 'gallery summary' 'description aside';
    column-gap: 32px;
    align-items: start;
  }
`;

const Area = styled.div<{ $area: string }>`
  grid-area: ${({ $area }) => $area};
  min-width: 0;
  display: flex;
  flex-direction: column;
  gap: 20px;
`;

const Title = styled.h1`
  margin: 0;
  font-size: clamp(1.5rem, 4vw, 2rem);
  font-weight: 800;
  letter-spacing: -0.02em;
  overflow-wrap: anywhere;
`;

const Price = styled.p`
  display: flex;
  align-items: center;
  gap: 12px;
  margin: 0;
  font-size: 1.75rem;
  font-weight: 800;
  color: ${({ theme }) => theme.colors.primary};
`;

const Actions = styled.div`
  display: flex;
  flex-direction: column;
  gap: 12px;
`;

const Description = styled.p`
  margin: 0;
  white-space: pre-line;
  line-height: 1.7;
  overflow-wrap: anywhere;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 12px;
  margin: 0;
  div {
    padding: 12px 14px;
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
  dt {
    font-size: 0.75rem;
    font-weight: 700;
    text-transform: uppercase;
    letter-spacing: 0.05em;
    color: ${({ theme }) => theme.colors.textSubtle};
  }
  dd {
    margin: 4px 0 0;
    font-weight: 600;
    overflow-wrap: anywhere;
  }
`;

const Seller = styled.div`
  display: flex;
  align-items: center;
  gap: 12px;
  p {
    margin: 0;
  }
  p + p {
    color: ${({ theme }) => theme.colors.textSubtle};
    font-size: 0.875rem;
  }
`;

const Tips = styled.ul`
  display: flex;
  flex-direction: column;
  gap: 8px;
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    gap: 8px;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  svg {
    flex-shrink: 0;
    margin-top: 2px;
    color: ${({ theme }) => theme.colors.success};
  }
`;

/**
 * One item: photos, title, price and status with what the viewer may do (the seller, told by the
 * reply's `canEdit`: Edit Listing, Delete Listing and the status; anyone else: Buy with secure escrow
 * while it is available, or that it is reserved while pending, and Contact Seller), the
 * description, the details, the seller and the safety tips.
 */
export function ItemDetails({ item }: { item: MarketplaceItem }) {
  const local = useHydrated();
  useEffect(() => {
    document.title = `${item.title} · ${PRODUCT_NAME}`;
  }, [item.title]);

  return (
    <Layout>
      <Area $area="gallery">
        <Gallery images={item.images ?? []} title={item.title} />
      </Area>
      <Area $area="summary">
        <Title>{item.title}</Title>
        <Price>
          {formatUsd(item.price)}
          <Badge variant={STATUS_BADGES[item.status]}>{STATUS_LABELS[item.status]}</Badge>
        </Price>
        <SectionBoundary name="the actions">
          {item.canEdit ? (
            <OwnerActions item={item} />
          ) : (
            <Actions>
              <BuyWithEscrow item={item} />
              <ContactSeller item={item} />
            </Actions>
          )}
        </SectionBoundary>
        <Facts>
          <div>
            <dt>Category</dt>
            <dd>{item.category}</dd>
          </div>
          <div>
            <dt>Posted on</dt>
            <dd>{formatLongDate(item.createdAt, local)}</dd>
          </div>
          <div>
            <dt>Location</dt>
            <dd>{item.location || 'Not specified'}</dd>
          </div>
          <div>
            <dt>Condition</dt>
            <dd>{item.condition}</dd>
          </div>
        </Facts>
      </Area>
      <Area $area="description">
        <Card>
          <CardHeader>
            <CardTitle as="h2">Description</CardTitle>
          </CardHeader>
          <CardContent>
            <Description>{item.description}</Description>
          </CardContent>
        </Card>
      </Area>
      <Area $area="aside">
        <Card>
          <CardHeader>
            <CardTitle as="h2">Seller</CardTitle>
          </CardHeader>
          <CardContent>
            {item.seller ? (
              <Seller>
                <Avatar firstName={item.seller.firstName} lastName={item.seller.lastName} />
                <div>
                  <p>
                    <strong>{fullName(item.seller) || 'Student seller'}</strong>
                  </p>
                  <p>{item.seller.university}</p>
                </div>
              </Seller>
            ) : (
              <p>Seller information not available</p>
            )}
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle as="h2">Safety tips</CardTitle>
          </CardHeader>
          <CardContent>
            <Tips>
              {SAFETY_TIPS.map((tip) => (
                <li key={tip}>
                  <Icon name="shield-check" size={16} />
                  {tip}
                </li>
              ))}
            </Tips>
          </CardContent>
        </Card>
      </Area>
    </Layout>
  );
}
