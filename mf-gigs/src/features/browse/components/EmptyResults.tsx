import { Link } from 'react-router';
import styled from 'styled-components';
import { paths } from '@campus/contracts';
import { Button, Icon, useAuth } from '@campus/shell/kit';

const Box = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 10px;
  padding: 48px 24px;
  text-align: center;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px dashed ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.lg};
`;

const Badge = styled.span`
  display: inline-flex;
  margin-bottom: 6px;
  padding: 14px;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.primarySoft};
  color: ${({ theme }) => theme.colors.primary};
`;

const Title = styled.h2`
  margin: 0;
  font-size: 1.25rem;
  color: ${({ theme }) => theme.colors.text};
`;

const Text = styled.p`
  margin: 0 0 8px;
  color: ${({ theme }) => theme.colors.textMuted};
`;

interface EmptyResultsProps {
  hasFilters: boolean;
  onClearFilters(): void;
}

/** 'No gigs found': with filters set it offers to clear them, otherwise (signed in) to create the first gig. */
export function EmptyResults({ hasFilters, onClearFilters }: EmptyResultsProps) {
  const { isAuthenticated } = useAuth();
  return (
    <Box>
      <Badge>
        <Icon name="search" size={26} />
      </Badge>
      <Title>No gigs found</Title>
      <Text>
        {hasFilters ? 'Try adjusting your filters or search query' : 'There are currently no gigs available'}
      </Text>
      {hasFilters ? (
        <Button type="button" variant="outline" onClick={onClearFilters}>
          Clear Filters
        </Button>
      ) : (
        isAuthenticated && (
          <Button as={Link} to={paths.createGig}>
            <Icon name="plus" size={18} />
            Be the first to create a gig
          </Button>
        )
      )}
    </Box>
  );
}
