import { lazy } from 'react';
import { Navigate, type RouteObject, useLocation, useRoutes } from 'react-router';
import { PublicLayout } from './PublicLayout';
import { RootLayout } from './RootLayout';

// Every screen is its own chunk: a visitor downloads only the page they open, and never the
// student, teacher or admin areas.
const HomePage = lazy(() => import('../public/home/HomePage'));
const WhyUsPage = lazy(() => import('../public/why-us/WhyUsPage'));
const CurriculumPage = lazy(() => import('../public/curriculum/CurriculumPage'));
const ProgrammesPage = lazy(() => import('../public/programmes/ProgrammesPage'));
const FeesPage = lazy(() => import('../public/fees/FeesPage'));
const PricingPage = lazy(() => import('../public/pricing/PricingPage'));
const ApplyNowPage = lazy(() => import('../public/apply/ApplyNowPage'));
const ApplicationFormPage = lazy(() => import('../public/apply/ApplicationFormPage'));
const ForgotPasswordPage = lazy(() => import('../public/forgot-password/ForgotPasswordPage'));
const ResetPasswordPage = lazy(() => import('../public/reset-password/ResetPasswordPage'));
const UnsubscribePage = lazy(() => import('../public/unsubscribe/UnsubscribePage'));
const LoginPage = lazy(() => import('../public/login/LoginPage'));
const JoinFamilyPage = lazy(() => import('../public/join-family/JoinFamilyPage'));
const LogoutPage = lazy(() => import('../public/logout/LogoutPage'));
const NotFoundPage = lazy(() => import('../public/not-found/NotFoundPage'));
const GuardedArea = lazy(() => import('./GuardedArea'));

/** Every route of docs/behaviour.md#routes-and-guards. */
/** Guardian mails sent before every mail shared one unsubscribe page link here: same token, same page. */
function ToUnsubscribePage() {
  const { search } = useLocation();
  return <Navigate to={`/unsubscribe${search}`} replace />;
}

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      {
        element: <PublicLayout />,
        children: [
          { index: true, element: <HomePage /> },
          { path: 'why-us', element: <WhyUsPage /> },
          { path: 'curriculum', element: <CurriculumPage /> },
          { path: 'OurProgrammes', element: <ProgrammesPage /> },
          { path: 'fees', element: <FeesPage /> },
          { path: 'pricing', element: <PricingPage /> },
          { path: 'apply-now', element: <ApplyNowPage /> },
          { path: 'apply-demo', element: <ApplicationFormPage form="demo" /> },
          { path: 'apply-neet', element: <ApplicationFormPage form="neet" /> },
          { path: 'login', element: <LoginPage /> },
          { path: 'forgot-password', element: <ForgotPasswordPage /> },
          { path: 'reset-password', element: <ResetPasswordPage /> },
          { path: 'set-password', element: <ResetPasswordPage variant="invitation" /> },
          { path: 'unsubscribe', element: <UnsubscribePage /> },
          { path: 'join-family', element: <JoinFamilyPage /> },
          { path: 'guardian-mail/off', element: <ToUnsubscribePage /> },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
      { path: 'logout', element: <LogoutPage /> },
      { path: 'dashboard/*', element: <GuardedArea area="student" /> },
      { path: 'teacher/*', element: <GuardedArea area="teacher" /> },
      { path: 'admin/*', element: <GuardedArea area="admin" /> },
      { path: 'family/*', element: <GuardedArea area="guardian" /> },
    ],
  },
];

/**
 * The route table under a plain <BrowserRouter> (or <StaticRouter> when prerendering): no route
 * uses loaders or actions, and the declarative router leaves the data router's code out of the
 * first load.
 */
export function AppRoutes() {
  return useRoutes(routes);
}
