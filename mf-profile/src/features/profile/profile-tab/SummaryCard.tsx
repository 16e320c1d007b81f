import { useEffect, useRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { formatLongDate, fullName, type CurrentUser } from '@campus/contracts';
import { Avatar, Badge, Button, Card, CardContent, Icon, StarRating, useHydrated } from '@campus/ui';
import { PhoneIcon } from './icons';
import * as S from './styles';

const Top = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 10px;
  text-align: center;
`;

const Name = styled.h2`
  margin: 6px 0 0;
  font-size: 1.375rem;
  font-weight: 800;
  line-height: 1.25;
  color: ${({ theme }) => theme.colors.text};
  overflow-wrap: anywhere;
`;

const University = styled.p`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.9375rem;
  svg {
    flex-shrink: 0;
  }
`;

const Rating = styled.div`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.textMuted};
  strong {
    color: ${({ theme }) => theme.colors.text};
  }
`;

const Details = styled.dl`
  display: flex;
  flex-direction: column;
  gap: 14px;
  margin: 0;
`;

const Detail = styled.div`
  display: grid;
  grid-template-columns: 20px 1fr;
  column-gap: 10px;
  align-items: start;
  color: ${({ theme }) => theme.colors.textSubtle};
  svg {
    margin-top: 2px;
  }
  dt {
    font-size: 0.75rem;
    font-weight: 600;
    text-transform: uppercase;
    letter-spacing: 0.04em;
  }
  dd {
    grid-column: 2;
    margin: 2px 0 0;
    font-size: 0.9375rem;
    color: ${({ theme }) => theme.colors.text};
    overflow-wrap: anywhere;
  }
`;

const Skills = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

function DetailRow({ icon, label, value }: { icon: ReactNode; label: string; value: string }) {
  return (
    <Detail>
      {icon}
      <dt>{label}</dt>
      <dd>{value}</dd>
    </Detail>
  );
}

interface Props {
  user: CurrentUser;
  editing: boolean;
  onEdit(): void;
}

/** Left card: who the user is, how to reach them, their skills. */
export function SummaryCard({ user, editing, onEdit }: Props) {
  const editButton = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(editing);
  // Leaving edit mode (Cancel or save) gives focus back to the button that opened it.
  useEffect(() => {
    if (wasEditing.current && !editing) editButton.current?.focus();
    wasEditing.current = editing;
  }, [editing]);
  const reviews = user.reviewCount === 1 ? '1 review' : `${user.reviewCount} reviews`;
  const local = useHydrated();
  return (
    <Card>
      <CardContent>
        <Top>
          <Avatar firstName={user.firstName} lastName={user.lastName} src={user.profileImage} size="xl" />
          <Name>{fullName(user) || user.username}</Name>
          {user.university && (
            <University>
              <Icon name="graduation-cap" size={16} />
              {user.university}
            </University>
          )}
          <Rating aria-label={`Rated ${user.rating.toFixed(1)} out of 5 from ${reviews}`}>
            <StarRating value={user.rating} readOnly size="sm" />
            <span aria-hidden="true">
              <strong>{user.rating.toFixed(1)}</strong> ({reviews})
            </span>
          </Rating>
          {user.isVerified ? (
            <Badge variant="secondary">
              <Icon name="check-circle" size={14} />
              Verified Student
            </Badge>
          ) : (
            <Badge variant="destructive">Email Not Verified</Badge>
          )}
        </Top>
        <S.Divider />
        <Details>
          <DetailRow icon={<Icon name="mail" size={16} />} label="Email" value={user.email} />
          <DetailRow icon={<PhoneIcon />} label="Phone" value={user.phoneNumber || 'Not provided'} />
          <DetailRow
            icon={<Icon name="calendar" size={16} />}
            label="Member since"
            value={formatLongDate(user.createdAt, local)}
          />
        </Details>
        <S.Divider />
        <S.SectionTitle>Skills</S.SectionTitle>
        {user.skills.length > 0 ? (
          <Skills aria-label="Skills">
            {user.skills.map((skill, i) => (
              <li key={`${i}-${skill}`}>
                <Badge variant="outline">{skill}</Badge>
              </li>
            ))}
          </Skills>
        ) : (
          <S.Muted>No skills added yet</S.Muted>
        )}
        {!editing && (
          <S.Actions>
            <Button ref={editButton} type="button" variant="outline" block onClick={onEdit}>
              <Icon name="pencil" size={16} />
              Edit Profile
            </Button>
          </S.Actions>
        )}
      </CardContent>
    </Card>
  );
}
