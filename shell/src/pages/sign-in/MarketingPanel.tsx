import styled from 'styled-components';
import { Icon, media, type IconName } from '@campus/ui';

const POINTS: { icon: IconName; title: string; text: string }[] = [
  {
    icon: 'shield-check',
    title: 'Verified .edu users',
    text: 'Everyone here is a student with a verified university e-mail address.',
  },
  {
    icon: 'credit-card',
    title: 'Secure payments',
    text: 'Card payments through a trusted payment provider, held in escrow until the job is done.',
  },
  {
    icon: 'message-circle',
    title: 'In-app messaging',
    text: 'Talk to providers and clients without sharing your number first.',
  },
];

const Panel = styled.aside`
  display: none;
  ${media.lg} {
    display: flex;
    flex-direction: column;
    justify-content: center;
    gap: 28px;
    padding: 48px;
    border-radius: ${({ theme }) => theme.radii.xl};
    background: linear-gradient(150deg, #312e81 0%, #4338ca 60%, #6366f1 100%);
    color: #fff;
  }
  h2 {
    margin: 0;
    font-size: 2rem;
    font-weight: 800;
    letter-spacing: -0.02em;
  }
  > p {
    margin: -12px 0 0;
    color: #e0e7ff;
    line-height: 1.6;
  }
  ul {
    display: flex;
    flex-direction: column;
    gap: 20px;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  li {
    display: flex;
    gap: 14px;
  }
  li > span {
    display: inline-flex;
    align-self: flex-start;
    padding: 10px;
    border-radius: 12px;
    background: rgba(255, 255, 255, 0.14);
  }
  h3 {
    margin: 0 0 4px;
    font-size: 1rem;
  }
  li p {
    margin: 0;
    color: #c7d2fe;
    font-size: 0.9375rem;
    line-height: 1.55;
  }
`;

/** The sign-in screen's marketing panel (large screens only). */
export function MarketingPanel() {
  return (
    <Panel aria-label="Why Campus Skills Marketplace">
      <h2>Your campus, your skills</h2>
      <p>Book help from fellow students, or earn by offering what you are good at.</p>
      <ul>
        {POINTS.map((p) => (
          <li key={p.title}>
            <span>
              <Icon name={p.icon} size={22} />
            </span>
            <div>
              <h3>{p.title}</h3>
              <p>{p.text}</p>
            </div>
          </li>
        ))}
      </ul>
    </Panel>
  );
}
