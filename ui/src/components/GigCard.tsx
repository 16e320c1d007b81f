import type { ReactNode } from 'react';
import { Link } from 'react-router';
import styled from 'styled-components';
import {
  formatUsd,
  fullName,
  paths,
  thumbnailUrl,
  truncateDescription,
  UPLOAD_IMAGE_SIZES,
  type Gig,
} from '@campus/contracts';
import { Avatar } from './Avatar';
import { Badge } from './Badge';
import { Button } from './Button';
import { StarRating } from './StarRating';
import { CategoryIcon } from '../icons/CategoryIcon';

const Article = styled.article`
  display: flex;
  flex-direction: column;
  height: 100%;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.sm};
  overflow: hidden;
  transition:
    box-shadow 0.2s ease,
    transform 0.2s ease;
  &:hover {
    box-shadow: ${({ theme }) => theme.shadows.md};
    transform: translateY(-2px);
  }
  @media (prefers-reduced-motion: reduce) {
    &:hover {
      transform: none;
    }
  }
`;

const Media = styled.div`
  position: relative;
  display: flex;
  align-items: center;
  justify-content: center;
  height: 148px;
  background: linear-gradient(135deg, #e0e7ff 0%, #eef2ff 55%, #fef3c7 100%);
  color: ${({ theme }) => theme.colors.primary};
  img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

const Initial = styled.span`
  font-size: 3rem;
  font-weight: 800;
  opacity: 0.85;
`;

const CornerIcon = styled.span`
  position: absolute;
  top: 12px;
  left: 12px;
  display: inline-flex;
  padding: 6px;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: rgba(255, 255, 255, 0.85);
`;

const Body = styled.div`
  container-type: inline-size;
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: 10px;
  padding: 16px 18px 18px;
`;

// A long category badge next to the price wraps the price to its own line instead of pushing it
// past the card's edge (e.g. 'Homework Helper' on a 256 px card).
const TopRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 6px 8px;
  min-width: 0;
`;

const Price = styled.span`
  margin-left: auto;
  font-weight: 800;
  color: ${({ theme }) => theme.colors.text};
  white-space: nowrap;
`;

const Title = styled.h3`
  margin: 0;
  font-size: 1.0625rem;
  line-height: 1.35;
  overflow-wrap: anywhere;
  color: ${({ theme }) => theme.colors.text};
`;

const Description = styled.p`
  margin: 0;
  flex: 1;
  font-size: 0.9rem;
  line-height: 1.55;
  color: ${({ theme }) => theme.colors.textMuted};
  overflow-wrap: anywhere;
`;

const Provider = styled.div`
  display: flex;
  align-items: center;
  gap: 10px;
  padding-top: 12px;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

const ProviderText = styled.div`
  display: flex;
  flex-direction: column;
  gap: 2px;
  min-width: 0;
  font-size: 0.875rem;
  strong {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
`;

const Rating = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  color: ${({ theme }) => theme.colors.textSubtle};
  font-size: 0.8125rem;
`;

export interface GigCardProps {
  gig: Gig;
  className?: string;
  /**
   * How the photo loads: 'lazy' (default) for cards below the first screen; 'eager' for the first
   * row, which the browser would otherwise hold back until layout.
   */
  imageLoading?: 'lazy' | 'eager';
  /** Beside the category (the provider's own list: 'Paused'). */
  badges?: ReactNode;
  /**
   * The card's last part instead of the provider and View Details (the provider's own list: its
   * actions); `titleId` names the gig for the buttons' `aria-describedby`.
   */
  footer?(titleId: string): ReactNode;
}

/**
 * The card's picture of a gig's photo: the upload's thumbnail, else the URL itself (a server renderer
 * preloads the first card's photo by it).
 */
export const gigCardImage = (imageUrl: string) => thumbnailUrl(imageUrl) ?? imageUrl;

/**
 * A gig in a list: the gig's photo (its thumbnail) or the category initial, category, '$price/hr',
 * title, short description, provider and rating, View Details.
 */
export function GigCard({ gig, className, imageLoading = 'lazy', badges, footer }: GigCardProps) {
  const provider = gig.provider;
  const name = provider ? fullName(provider) : '';
  const titleId = `gig-card-${gig.id}-title`;
  return (
    <Article aria-labelledby={titleId} className={className}>
      <Media>
        {gig.imageUrl ? (
          // The box has a fixed height, so nothing moves when the photo arrives.
          <img
            src={gigCardImage(gig.imageUrl)}
            alt={gig.title}
            width={UPLOAD_IMAGE_SIZES.thumbnail.width}
            height={UPLOAD_IMAGE_SIZES.thumbnail.height}
            loading={imageLoading}
            decoding="async"
          />
        ) : (
          <>
            <CornerIcon>
              <CategoryIcon name={gig.category} size={18} />
            </CornerIcon>
            <Initial aria-hidden="true">{gig.category.charAt(0)}</Initial>
          </>
        )}
      </Media>
      <Body>
        <TopRow>
          <Badge variant="secondary">{gig.category}</Badge>
          {badges}
          <Price>{formatUsd(gig.price)}/hr</Price>
        </TopRow>
        <Title id={titleId}>{gig.title}</Title>
        <Description>{truncateDescription(gig.description)}</Description>
        {footer ? (
          footer(titleId)
        ) : (
          <>
            {provider && (
              <Provider>
                <Avatar firstName={provider.firstName} lastName={provider.lastName} size="sm" />
                <ProviderText>
                  <strong>{name}</strong>
                  <Rating>
                    <StarRating value={provider.rating} size="sm" readOnly />
                    <span>({provider.reviewCount})</span>
                  </Rating>
                </ProviderText>
              </Provider>
            )}
            <Button as={Link} to={paths.gig(gig.id)} variant="outline" block aria-describedby={titleId}>
              View Details
            </Button>
          </>
        )}
      </Body>
    </Article>
  );
}
