import styled from 'styled-components';
import { Icon, media, type IconName } from '@campus/ui';
import { HomeSection } from './Section';

const STEPS: { icon: IconName; title: string; text: string }[] = [
  {
    icon: 'graduation-cap',
    title: 'Sign in with Google',
    text: 'Use your university Google account with a .edu address. Every member is a verified student.',
  },
  {
    icon: 'briefcase',
    title: 'Post or find gigs',
    text: 'Offer what you are good at with an hourly rate, or browse services from students at your campus.',
  },
  {
    icon: 'shield-check',
    title: 'Secure payment',
    text: 'Pay by card. Funds are held in escrow until you confirm the service, and contact details are shared after payment.',
  },
];

const Steps = styled.ol`
  display: grid;
  gap: 20px;
  margin: 0;
  padding: 0;
  list-style: none;
  counter-reset: step;
  ${media.md} {
    grid-template-columns: repeat(3, 1fr);
    gap: 24px;
  }
`;

const Step = styled.li`
  position: relative;
  padding: 24px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  counter-increment: step;
  h3 {
    margin: 16px 0 8px;
    font-size: 1.125rem;
  }
  p {
    margin: 0;
    line-height: 1.6;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  &::after {
    content: counter(step);
    position: absolute;
    top: 20px;
    right: 22px;
    font-size: 2rem;
    font-weight: 800;
    color: ${({ theme }) => theme.colors.primarySoft};
  }
`;

const IconBox = styled.span`
  display: inline-flex;
  padding: 12px;
  border-radius: 14px;
  background: ${({ theme }) => theme.colors.primary};
  color: #fff;
`;

/** The three steps: sign in with a .edu Google account, post or find gigs, pay securely. */
export function HowItWorks() {
  return (
    <HomeSection
      id="how-it-works"
      title="How It Works"
      subtitle="Three steps from sign-up to a finished job."
    >
      <Steps>
        {STEPS.map((step) => (
          <Step key={step.title}>
            <IconBox>
              <Icon name={step.icon} size={22} />
            </IconBox>
            <h3>{step.title}</h3>
            <p>{step.text}</p>
          </Step>
        ))}
      </Steps>
    </HomeSection>
  );
}
