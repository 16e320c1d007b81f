import styled from 'styled-components';
import { formatLongDate, fullName, type PublicUser } from '@campus/contracts';
import { Avatar, Icon, Skeleton, StarRating, useHydrated } from '@campus/ui';
import { useUser } from '../../../api/get-user';
import { SectionCard, SectionTitle } from './SectionCard';

const Person = styled.div`
  display: flex;
  align-items: center;
  gap: 14px;
  margin-bottom: 16px;
  > div {
    min-width: 0;
  }
`;

const Name = styled.p`
  margin: 0 0 4px;
  font-size: 1.0625rem;
  font-weight: 700;
  color: ${({ theme }) => theme.colors.text};
  overflow-wrap: anywhere;
`;

const Rating = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.textSubtle};
`;

const Bio = styled.p`
  margin: 0 0 16px;
  line-height: 1.65;
  white-space: pre-line;
  overflow-wrap: anywhere;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Facts = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 8px 20px;
  margin: 0;
  padding: 16px 0 0;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  list-style: none;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.textMuted};
  li {
    display: inline-flex;
    align-items: center;
    gap: 6px;
    min-width: 0;
    overflow-wrap: anywhere;
  }
`;

const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textSubtle};
`;

function ProviderDetails({ provider }: { provider: PublicUser }) {
  const local = useHydrated();
  const bio =
    provider.bio?.trim() ||
    `${provider.firstName ?? fullName(provider)} is a student at ${provider.university}.`;
  return (
    <>
      <Person>
        <Avatar firstName={provider.firstName} lastName={provider.lastName} size="lg" />
        <div>
          <Name>{fullName(provider)}</Name>
          <Rating>
            <StarRating value={provider.rating} size="sm" readOnly />
            <span>({provider.reviewCount})</span>
          </Rating>
        </div>
      </Person>
      <Bio>{bio}</Bio>
      <Facts>
        <li>
          <Icon name="calendar" size={16} />
          Member since {formatLongDate(provider.createdAt, local)}
        </li>
        <li>
          <Icon name="graduation-cap" size={16} />
          {provider.university}
        </li>
      </Facts>
    </>
  );
}

function ProviderSkeleton() {
  return (
    <div aria-hidden="true">
      <Person>
        <Skeleton width={56} height={56} radius="50%" />
        <div style={{ flex: 1 }}>
          <Skeleton width="50%" height={18} />
          <Skeleton width={110} height={14} style={{ marginTop: 8 }} />
        </div>
      </Person>
      {/* The size of the details: two lines of bio (26.4 px each) and the facts row, so nothing below moves. */}
      <div style={{ display: 'flex', flexDirection: 'column', marginBottom: 16 }}>
        <Skeleton height={14} style={{ margin: '6.4px 0' }} />
        <Skeleton width="70%" height={14} style={{ margin: '6.4px 0' }} />
      </div>
      <Facts as="div">
        <Skeleton width="60%" height={14} style={{ margin: '3.5px 0' }} />
      </Facts>
    </div>
  );
}

/** 'About the Provider': who offers the gig, from GET /api/users/{id}. */
export function ProviderCard({ providerId }: { providerId: number }) {
  const { data: provider, isPending, isError } = useUser(providerId);
  return (
    <SectionCard aria-labelledby="gig-provider" aria-busy={isPending}>
      <SectionTitle id="gig-provider">About the Provider</SectionTitle>
      {isPending ? (
        <ProviderSkeleton />
      ) : isError ? (
        <Muted>Provider information not available</Muted>
      ) : (
        <ProviderDetails provider={provider} />
      )}
    </SectionCard>
  );
}
