import { Link } from 'react-router';
import styled from 'styled-components';
import { Icon, VisuallyHidden } from '@campus/ui';

const BrandLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: 10px;
  color: ${({ theme }) => theme.colors.text};
  font-weight: 800;
  font-size: 1.0625rem;
  letter-spacing: -0.02em;
  text-decoration: none;
  white-space: nowrap;
`;

const Mark = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 34px;
  height: 34px;
  border-radius: 10px;
  background: ${({ theme }) => theme.colors.primary};
  color: #fff;
  svg {
    color: #fff;
  }
`;

const Accent = styled.span`
  color: ${({ theme }) => theme.colors.primary};
`;

/**
 * Logo and product name, linking home. The link is named by its text (no aria-label), so its name
 * starts with the words a person sees: 'Campus Skills', then 'Marketplace, home' for screen readers.
 */
export function Brand({ onClick }: { onClick?(): void }) {
  return (
    <BrandLink to="/" onClick={onClick}>
      <Mark aria-hidden="true">
        <Icon name="graduation-cap" size={20} />
      </Mark>
      <span>
        Campus <Accent>Skills</Accent> <VisuallyHidden>Marketplace, home</VisuallyHidden>
      </span>
    </BrandLink>
  );
}
