import { lazy, Suspense } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { queryClient } from './query-client';
import { AppShell } from './app-shell';
import { Route, Routes } from '../router';
import { RouteErrorBoundary } from './route-error-boundary';

// Each route is its own chunk: clinicians are often on slow mobile networks.
const WorkflowPage = lazy(() => import('../routes/workflow-page'));
const ProductionPage = lazy(() => import('../routes/production-page'));
const CompletePage = lazy(() => import('../routes/complete-page'));
const EnhancedPage = lazy(() => import('../routes/enhanced-page'));
const ClassicPage = lazy(() => import('../routes/classic-page'));
const NotFoundPage = lazy(() => import('../routes/not-found-page'));
const SignInPage = lazy(() => import('../routes/sign-in-page'));
const AdminPage = lazy(() => import('../routes/admin-page'));

function RouteLoading() {
  const { t } = useTranslation();
  return <p className="p-6 text-slate-700 dark:text-slate-200">{t('loading')}</p>;
}

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <AppShell>
        <Suspense fallback={<RouteLoading />}>
          <Routes>
            <Route
              path="/"
              element={
                <RouteErrorBoundary>
                  <WorkflowPage />
                </RouteErrorBoundary>
              }
            />
            <Route
              path="/production"
              element={
                <RouteErrorBoundary>
                  <ProductionPage />
                </RouteErrorBoundary>
              }
            />
            <Route
              path="/complete"
              element={
                <RouteErrorBoundary>
                  <CompletePage />
                </RouteErrorBoundary>
              }
            />
            <Route
              path="/enhanced"
              element={
                <RouteErrorBoundary>
                  <EnhancedPage />
                </RouteErrorBoundary>
              }
            />
            <Route
              path="/classic"
              element={
                <RouteErrorBoundary>
                  <ClassicPage />
                </RouteErrorBoundary>
              }
            />
            <Route
              path="/sign-in"
              element={
                <RouteErrorBoundary>
                  <SignInPage />
                </RouteErrorBoundary>
              }
            />
            <Route
              path="/admin"
              element={
                <RouteErrorBoundary>
                  <AdminPage />
                </RouteErrorBoundary>
              }
            />
            <Route path="*" element={<NotFoundPage />} />
          </Routes>
        </Suspense>
      </AppShell>
    </QueryClientProvider>
  );
}
