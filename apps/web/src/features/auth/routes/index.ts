export { ForgotPage } from './forgot-page';
export { ForgotSuccessPage, SignUpSuccessPage } from './message-pages';
export { ResetPage } from './reset-page';
export { SignInPage } from './sign-in-page';
export { SignUpPage } from './sign-up-page';
