import { Link } from 'react-router';
import styled from 'styled-components';
import { Button, Icon, PageContainer } from '@campus/ui';

const Box = styled.section`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 16px;
  max-width: 560px;
  margin: 40px auto;
  padding: 48px 24px;
  text-align: center;
`;

const Code = styled.span`
  font-size: 4.5rem;
  font-weight: 800;
  line-height: 1;
  letter-spacing: -0.04em;
  background: linear-gradient(135deg, #4338ca, #f59e0b);
  -webkit-background-clip: text;
  background-clip: text;
  color: transparent;
`;

const Title = styled.h1`
  margin: 0;
  font-size: 1.75rem;
`;

const Text = styled.p`
  margin: 0 0 8px;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** Any address the router does not know. */
export function NotFoundPage() {
  return (
    <PageContainer>
      <Box>
        <Code aria-hidden="true">404</Code>
        <Title>404 Page Not Found</Title>
        <Text>Did you forget to add the page to the router?</Text>
        <Button as={Link} to="/">
          <Icon name="home" size={18} />
          Back to Home
        </Button>
      </Box>
    </PageContainer>
  );
}
