// The pages a mail links to, and the forgotten-password form: one lazy chunk for the routes.
export { ForgotPasswordPage } from './forgot-password-page';
export { ResetPasswordPage } from './reset-password-page';
export { InvitationPage } from './invitation-page';
export { WaitlistConfirmPage, WaitlistLeavePage } from './waitlist-pages';
export { ConfirmEmailPage } from './confirm-email-page';
