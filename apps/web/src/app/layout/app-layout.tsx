import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { App, Drawer, Layout } from 'antd';
import { Suspense, useMemo } from 'react';
import { Outlet, useLocation } from 'react-router';
import { requestGet } from '../../api/client';
import { FullPageSpin } from '../../components/full-page-spin';
import { SiteFooter } from '../../components/site-footer';
import { queryClient } from '../query-client';
import { isUnder, sidebarSourceFor } from '../routes';
import { useSessionStore } from '../session-store';
import { workingContextBody } from '../working-context';
import { AppBreadcrumb } from './app-breadcrumb';
import { AppHeader } from './app-header';
import { SideMenu } from './side-menu';
import { buildSidebarItems, withReportTypes } from './sidebar-items';
import { useSidebar } from './use-sidebar';

export const SIDEBAR_WIDTH = 210;
const COLLAPSED_WIDTH = 64;

/**
 * The signed-in shell: header, role sidebar (students: only on hands-on pages), breadcrumbs, the page, footer.
 * It also provides TanStack Query and antd's <App> (message, modal, notification) to every signed-in page;
 * public pages (sign-in forms, guide) need neither, so the first page loads less code.
 */
export default function AppLayout() {
  const { pathname } = useLocation();
  const role = useSessionStore((state) => state.role);
  const handson = isUnder(pathname, '/studentViews/handsonViews');
  // the report pages the exercise's course draws up, asked once a session (spec 02 §2.2)
  const reportTypes = useQuery(
    {
      queryKey: ['lx', 'report-types'],
      queryFn: () => requestGet<{ type: number }[]>('/student/lx/report_list', workingContextBody(), { silent: true }),
      enabled: handson,
      staleTime: Number.POSITIVE_INFINITY,
      retry: false,
    },
    queryClient,
  );
  const types = useMemo(() => reportTypes.data?.map((entry) => entry.type) ?? null, [reportTypes.data]);
  const items = useMemo(() => {
    if (role === null) return [];
    const built = buildSidebarItems(sidebarSourceFor(role, pathname), role);
    return handson ? withReportTypes(built, types) : built;
  }, [role, pathname, handson, types]);
  const hasSidebar = items.length > 0;
  const sidebar = useSidebar(pathname);

  return (
    <QueryClientProvider client={queryClient}>
      <App component={false}>
        <Layout style={{ minHeight: '100vh' }}>
          <Layout.Header
            style={{
              position: 'sticky',
              top: 0,
              zIndex: 10,
              boxShadow: '0 1px 4px rgba(0, 21, 41, 0.08)',
            }}
          >
            <AppHeader
              pathname={pathname}
              hasSidebar={hasSidebar}
              isSidebarOpen={sidebar.isOpen}
              onToggleSidebar={sidebar.toggle}
            />
          </Layout.Header>
          <Layout hasSider={hasSidebar && !sidebar.isMobile}>
            {hasSidebar && !sidebar.isMobile ? (
              <Layout.Sider
                width={SIDEBAR_WIDTH}
                collapsedWidth={COLLAPSED_WIDTH}
                collapsed={!sidebar.isOpen}
                trigger={null}
                collapsible
                style={{ position: 'sticky', top: 60, height: 'calc(100vh - 60px)', overflowY: 'auto' }}
              >
                <SideMenu items={items} pathname={pathname} isCollapsed={!sidebar.isOpen} />
              </Layout.Sider>
            ) : null}
            {hasSidebar && sidebar.isMobile ? (
              <Drawer
                open={sidebar.isOpen}
                onClose={sidebar.close}
                placement="left"
                size={SIDEBAR_WIDTH}
                closable={false}
                styles={{ body: { padding: 0, background: '#0f2a4a' } }}
              >
                <SideMenu items={items} pathname={pathname} isCollapsed={false} />
              </Drawer>
            ) : null}
            <Layout style={{ minWidth: 0 }}>
              <Layout.Content style={{ padding: sidebar.isMobile ? 12 : 20 }}>
                <div style={{ marginBottom: 16 }}>
                  <AppBreadcrumb pathname={pathname} />
                </div>
                <Suspense fallback={<FullPageSpin />}>
                  <Outlet />
                </Suspense>
              </Layout.Content>
              <SiteFooter />
            </Layout>
          </Layout>
        </Layout>
      </App>
    </QueryClientProvider>
  );
}
