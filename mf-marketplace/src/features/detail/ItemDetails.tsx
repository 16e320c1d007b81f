import styled from 'styled-components';
import { formatLongDate, formatUsd, fullName, type MarketplaceItem } from '@campus/contracts';
import {
  Avatar,
  Badge,
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  Icon,
  media,
  type BadgeVariant,
} from '@campus/ui';
import { Gallery } from './Gallery';

const STATUS: Record<MarketplaceItem['status'], { label: string; variant: BadgeVariant }> = {
  available: { label: 'Available', variant: 'default' },
  pending: { label: 'Pending', variant: 'secondary' },
  sold: { label: 'Sold', variant: 'destructive' },
};

const SAFETY_TIPS = [
  'Meet in a public place on campus',
  'Verify the item before paying',
  'Never share financial information',
  'Report suspicious activity',
];

const Layout = styled.div`
  display: grid;
  gap: 28px;
  ${media.lg} {
    grid-template-columns: 1.2fr 1fr;
    align-items: start;
  }
`;

const Column = styled.div`
  display: flex;
  flex-direction: column;
  gap: 20px;
`;

const Title = styled.div`
  display: flex;
  flex-direction: column;
  gap: 10px;
  h1 {
    margin: 0;
    font-size: clamp(1.5rem, 4vw, 2rem);
    font-weight: 800;
    letter-spacing: -0.02em;
  }
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

const Description = styled.p`
  margin: 0;
  white-space: pre-line;
  line-height: 1.7;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: repeat(2, 1fr);
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

/** One item: gallery, price and status, description, details, seller and safety tips. */
export function ItemDetails({ item }: { item: MarketplaceItem }) {
  const status = STATUS[item.status];
  return (
    <Layout>
      <Column>
        <Gallery images={item.images ?? []} title={item.title} />
        <Card>
          <CardHeader>
            <CardTitle as="h2">Description</CardTitle>
          </CardHeader>
          <CardContent>
            <Description>{item.description}</Description>
          </CardContent>
        </Card>
      </Column>
      <Column>
        <Title>
          <h1>{item.title}</h1>
          <Price>
            {formatUsd(item.price)}
            <Badge variant={status.variant}>{status.label}</Badge>
          </Price>
        </Title>
        <Facts>
          <div>
            <dt>Category</dt>
            <dd>{item.category}</dd>
          </div>
          <div>
            <dt>Posted on</dt>
            <dd>{formatLongDate(item.createdAt)}</dd>
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
      </Column>
    </Layout>
  );
}
