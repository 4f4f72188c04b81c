import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { RouteLoading } from '../components/route-loading';
import { HomePage } from '../features/home/home-page';
import { ReleaseAlert } from '../features/waitlist/release-alert';
import { LoginPage } from '../features/login/login-page';
import { NotFoundPage } from '../components/not-found-page';
import { PageView } from '../features/page-view/page-view';
import { PreviewPage } from '../features/page-view/preview-page';
import { PeoplePage } from '../features/people/people-page';
import { PersonPage } from '../features/people/person-page';
import { CasePage } from '../features/portfolio/case-page';
import { PortfolioPage } from '../features/portfolio/portfolio-page';
import { ServicePage } from '../features/services/service-page';
import { ServicesPage } from '../features/services/services-page';
import { PrivacyPage } from '../features/privacy/privacy-page';
import { ContactPage } from '../features/contact/contact-page';
import { FORGOT_PASSWORD_PATH, MAIL_LINK_PAGES } from '../../shared/mail-links';
import { PageEditorGuard, SignedIn, SignedOut } from './guards';
import { PublicLayout } from './public-layout';

// The dashboard is its own chunk: the homepage never downloads it. Nor does it download the
// forms few visitors use: the page editor and registration.
const DashboardRoutes = lazy(() => import('./dashboard-routes'));
const EditPage = lazy(() =>
  import('../features/page-editor/edit-page').then((m) => ({ default: m.EditPage })),
);
const RegisterPage = lazy(() =>
  import('../features/login/register-page').then((m) => ({ default: m.RegisterPage })),
);
// The pages a mail links to share one chunk (every lazy() below imports the same module).
const mailPages = () => import('../features/mail-links/mail-link-pages');
const ForgotPasswordPage = lazy(() => mailPages().then((m) => ({ default: m.ForgotPasswordPage })));
const ResetPasswordPage = lazy(() => mailPages().then((m) => ({ default: m.ResetPasswordPage })));
const InvitationPage = lazy(() => mailPages().then((m) => ({ default: m.InvitationPage })));
const WaitlistConfirmPage = lazy(() =>
  mailPages().then((m) => ({ default: m.WaitlistConfirmPage })),
);
const WaitlistLeavePage = lazy(() => mailPages().then((m) => ({ default: m.WaitlistLeavePage })));
const ConfirmEmailPage = lazy(() => mailPages().then((m) => ({ default: m.ConfirmEmailPage })));

/**
 * The pages a mail links to, each at {prefix}/{token}: open to anyone, signed in or not (someone
 * signed in may follow an invitation or a waitlist link too).
 */
const MAIL_LINK_ROUTES = [
  [MAIL_LINK_PAGES.passwordReset, <ResetPasswordPage />],
  [MAIL_LINK_PAGES.invitation, <InvitationPage />],
  [MAIL_LINK_PAGES.waitlistConfirm, <WaitlistConfirmPage />],
  [MAIL_LINK_PAGES.waitlistLeave, <WaitlistLeavePage />],
  [MAIL_LINK_PAGES.emailChange, <ConfirmEmailPage />],
] as const;

/** Every route of product.md §2, composed from the feature folders. */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<PublicLayout />}>
        <Route index element={<HomePage advert={<ReleaseAlert />} />} />
        <Route path="services" element={<ServicesPage />} />
        <Route path="services/:slug" element={<ServicePage />} />
        <Route path="portfolio" element={<PortfolioPage />} />
        <Route path="portfolio/:slug" element={<CasePage />} />
        <Route path="people" element={<PeoplePage />} />
        <Route path="people/:slug" element={<PersonPage />} />
        <Route path="privacy" element={<PrivacyPage />} />
        <Route path="contact" element={<ContactPage />} />
        <Route
          path="login"
          element={
            <SignedOut>
              <LoginPage />
            </SignedOut>
          }
        />
        <Route
          path="register"
          element={
            <SignedOut>
              <Suspense fallback={<RouteLoading />}>
                <RegisterPage />
              </Suspense>
            </SignedOut>
          }
        />
        <Route
          path={FORGOT_PASSWORD_PATH}
          element={
            <SignedOut>
              <Suspense fallback={<RouteLoading />}>
                <ForgotPasswordPage />
              </Suspense>
            </SignedOut>
          }
        />
        {MAIL_LINK_ROUTES.map(([prefix, page]) => (
          <Route
            key={prefix}
            path={`${prefix}/:token`}
            element={<Suspense fallback={<RouteLoading />}>{page}</Suspense>}
          />
        ))}
        <Route
          path="edit/:id"
          element={
            <PageEditorGuard>
              <Suspense fallback={<RouteLoading />}>
                <EditPage />
              </Suspense>
            </PageEditorGuard>
          }
        />
        <Route path="preview/:token" element={<PreviewPage />} />
        {/* /{id} is a page; anything else that matches nothing is the 404 view. */}
        <Route path=":id" element={<PageView />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
      <Route
        path="dashboard/*"
        element={
          <SignedIn>
            <Suspense fallback={<RouteLoading />}>
              <DashboardRoutes />
            </Suspense>
          </SignedIn>
        }
      />
    </Routes>
  );
}
