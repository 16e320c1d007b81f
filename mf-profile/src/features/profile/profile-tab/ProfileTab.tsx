import { useState } from 'react';
import styled from 'styled-components';
import type { CurrentUser } from '@campus/contracts';
import { media, SectionBoundary } from '@campus/ui';
import { AboutCard } from './AboutCard';
import { EditProfileForm } from './EditProfileForm';
import { SummaryCard } from './SummaryCard';

const Grid = styled.div`
  display: grid;
  gap: 24px;
  grid-template-columns: minmax(0, 1fr);
  align-items: start;
  ${media.lg} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 2fr);
  }
`;

/** The Profile tab: summary on the left; bio and account status, or the edit form, on the right. */
export function ProfileTab({ user }: { user: CurrentUser }) {
  const [editing, setEditing] = useState(false);
  return (
    <Grid>
      <SectionBoundary name="your profile summary">
        <SummaryCard user={user} editing={editing} onEdit={() => setEditing(true)} />
      </SectionBoundary>
      <SectionBoundary name={editing ? 'the edit form' : 'your bio and account status'}>
        {editing ? (
          <EditProfileForm user={user} onClose={() => setEditing(false)} />
        ) : (
          <AboutCard user={user} />
        )}
      </SectionBoundary>
    </Grid>
  );
}
