import { useSearchParams } from 'react-router';
import styled from 'styled-components';
import { Alert, PageContainer, SectionBoundary, Spinner } from '@campus/ui';
import { useAuth } from '@campus/shell/runtime';
import { useLiveOrders } from './my-orders/use-live-orders';
import { PROFILE_TABS, selectTab, type ProfileTabDefinition, type ProfileTabId } from './tabs/registry';
import { TabList, panelId, tabId } from './tabs/TabList';

const Heading = styled.h1`
  margin: 0 0 16px;
  font-size: 1.75rem;
  font-weight: 800;
  letter-spacing: -0.01em;
  color: ${({ theme }) => theme.colors.text};
`;

const Panel = styled.div`
  margin-top: 24px;
`;

const Center = styled.div`
  display: flex;
  justify-content: center;
  padding: 64px 0;
`;

interface Props {
  /** The tabs offered: the registry's (a test may pass its own). */
  tabs?: readonly ProfileTabDefinition[];
}

/** /profile: the signed-in user's tabs; `?tab=` preselects one. */
export default function ProfilePage({ tabs = PROFILE_TABS }: Props) {
  const { user, isLoading } = useAuth();
  const [params, setParams] = useSearchParams();
  useLiveOrders();

  if (!user) {
    return (
      <PageContainer>
        {isLoading ? (
          <Center>
            <Spinner size="lg" />
          </Center>
        ) : (
          <Alert variant="destructive" title="Authentication Required">
            You need to be logged in to view your profile.
          </Alert>
        )}
      </PageContainer>
    );
  }

  const tab = selectTab(params.get('tab'), tabs);
  const select = (id: ProfileTabId) =>
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        next.set('tab', id);
        return next;
      },
      { replace: true },
    );

  const content = (
    <SectionBoundary name={`the ${tab.label} tab`}>
      <tab.Panel user={user} />
    </SectionBoundary>
  );

  // A strip with one tab offers no choice (and `?tab=orders` would silently show Profile in it): the
  // strip appears once a second tab exists.
  if (tabs.length < 2) {
    return (
      <PageContainer>
        <Heading>My Profile</Heading>
        <Panel>{content}</Panel>
      </PageContainer>
    );
  }

  return (
    <PageContainer>
      <Heading>My Profile</Heading>
      <TabList tabs={tabs} selected={tab.id} onSelect={select} />
      <Panel role="tabpanel" id={panelId(tab.id)} aria-labelledby={tabId(tab.id)}>
        {content}
      </Panel>
    </PageContainer>
  );
}
