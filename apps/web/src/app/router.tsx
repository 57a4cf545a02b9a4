import { QueryClientProvider } from '@tanstack/react-query';
import { type ComponentType, type LazyExoticComponent, lazy, type ReactElement, Suspense } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { FullPageSpin } from '../components/full-page-spin';
import { RouteError } from './guards/route-error';
import { RouteGate } from './guards/route-gate';
import { queryClient } from './query-client';
import { flattenRoutes, routeTables, type TRouteNode } from './routes';

const AppLayout = lazy(() => import('./layout/app-layout'));
const UnderConstruction = lazy(() =>
  import('../components/under-construction').then((module) => ({ default: module.UnderConstruction })),
);

const pages = new Map<string, LazyExoticComponent<ComponentType>>();

/** The element of one route node: its page (code-split), a group redirect, or the under-construction notice. */
function elementFor(node: TRouteNode): ReactElement {
  if (node.children) return <Navigate to={node.redirect ?? node.children[0].path} replace />;
  if (!node.load) return <UnderConstruction key={node.path} title={node.title} />;
  let Page = pages.get(node.path);
  if (!Page) {
    Page = lazy(node.load);
    pages.set(node.path, Page);
  }
  return <Page />;
}

const signedInTables = [routeTables.shared, routeTables.college, routeTables.student, routeTables.acc5];

/** Route objects: public and bare pages stand alone; every other signed-in page renders inside the app layout. */
export function buildRouteObjects(): RouteObject[] {
  const publicPages: RouteObject[] = flattenRoutes(routeTables.public).map(({ node }) => ({
    path: node.path,
    element: <Suspense fallback={<FullPageSpin />}>{elementFor(node)}</Suspense>,
  }));
  const signedIn = signedInTables.flatMap((table) => flattenRoutes(table)).map(({ node }) => node);
  const signedInPages: RouteObject[] = signedIn
    .filter((node) => !node.bare)
    .map((node) => ({ path: node.path, element: elementFor(node) }));
  const barePages: RouteObject[] = signedIn
    .filter((node) => node.bare)
    .map((node) => ({
      path: node.path,
      // a bare page has no app layout around it, so it gets the layout's query client itself
      element: (
        <QueryClientProvider client={queryClient}>
          <Suspense fallback={<FullPageSpin />}>{elementFor(node)}</Suspense>
        </QueryClientProvider>
      ),
    }));
  return [
    {
      path: '/',
      element: <RouteGate />,
      errorElement: <RouteError />,
      children: [
        { index: true, element: <Navigate to="/index" replace /> },
        ...publicPages,
        {
          element: (
            <Suspense fallback={<FullPageSpin />}>
              <AppLayout />
            </Suspense>
          ),
          children: signedInPages,
        },
        ...barePages,
        { path: '*', element: <Navigate to="/404" replace /> },
      ],
    },
  ];
}

export const router = createBrowserRouter(buildRouteObjects());
