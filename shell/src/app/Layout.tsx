import { Suspense } from 'react';
import { Outlet } from 'react-router';
import styled from 'styled-components';
import { Navbar } from '../layout/navbar/Navbar';
import { Footer } from '../layout/footer/Footer';
import { PreviewBadge } from '../layout/preview/PreviewBadge';
import { OrderNotifications } from '../orders/OrderNotifications';
import { ToastArea } from '../runtime/toast/ToastArea';
import { PageLoading } from '../components/PageLoading';
import { ScrollRestoration } from './ScrollRestoration';
import { useProfileCompletionCheck } from './useProfileCompletionCheck';

const Shell = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
`;

// At least the first screen below the navbar: the footer stays out of view while a route's remote and
// data load, instead of being drawn there and pushed down (layout shift) when the page arrives.
const Main = styled.main`
  flex: 1;
  width: 100%;
  min-height: calc(100vh - ${({ theme }) => theme.layout.navHeight});
  &:focus {
    outline: none;
  }
`;

const SkipLink = styled.a`
  position: absolute;
  left: 12px;
  top: -48px;
  z-index: 200;
  padding: 10px 14px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.primary};
  color: #fff;
  font-weight: 600;
  &:focus {
    top: 12px;
  }
`;

/** Navbar, the current page, footer and the toast area. */
export function Layout() {
  useProfileCompletionCheck();
  return (
    <Shell>
      <SkipLink href="#main">Skip to content</SkipLink>
      <PreviewBadge />
      {/* Boundaries of their own: a server-rendered page hydrates navbar, page and footer as separate
          tasks (the browser stays responsive between them) instead of one long one. */}
      <Suspense fallback={null}>
        <Navbar />
      </Suspense>
      <Main id="main" tabIndex={-1}>
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </Main>
      <Suspense fallback={null}>
        <Footer />
      </Suspense>
      <ToastArea />
      <OrderNotifications />
      <ScrollRestoration />
    </Shell>
  );
}
