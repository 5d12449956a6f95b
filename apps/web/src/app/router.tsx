import { createBrowserRouter, Navigate } from 'react-router';
import { ForgotPage } from '../features/auth/routes/forgot-page';
import { ForgotSuccessPage, SignUpSuccessPage } from '../features/auth/routes/message-pages';
import { ResetPage } from '../features/auth/routes/reset-page';
import { SignInPage } from '../features/auth/routes/sign-in-page';
import { SignUpPage } from '../features/auth/routes/sign-up-page';
import { DevMailboxPage } from '../features/dev-mailbox/routes/dev-mailbox-page';
import { HomePage } from '../features/home/routes/home-page';
import { LegalPage } from '../features/legal/routes/legal-page';
import { WithdrawalLetterPage } from '../features/legal/routes/withdrawal-letter-page';
import { NotFoundPage } from '../features/not-found/routes/not-found-page';
import { OfferPage } from '../features/offer/routes/offer-page';
import { CreatePage } from '../features/subscription-flow/routes/create-page';
import { EmailPage } from '../features/subscription-flow/routes/email-page';
import { PasswordPage } from '../features/subscription-flow/routes/password-page';
import { StartPage } from '../features/subscription-flow/routes/start-page';
import { Step1Page } from '../features/subscription-flow/routes/step1-page';
import { Step2Page } from '../features/subscription-flow/routes/step2-page';
import { Step3Page } from '../features/subscription-flow/routes/step3-page';
import { Step4Page } from '../features/subscription-flow/routes/step4-page';
import { Step5Page } from '../features/subscription-flow/routes/step5-page';
import { Step6Page } from '../features/subscription-flow/routes/step6-page';
import { Step7Page } from '../features/subscription-flow/routes/step7-page';
import { PaymentPage } from '../features/subscription-flow/routes/payment-page';
import { Shell } from './layout/shell';

export const router = createBrowserRouter([
  {
    element: <Shell />,
    children: [
      { index: true, element: <HomePage /> },
      { path: 'cgv', element: <LegalPage document="cgv" /> },
      { path: 'cgu', element: <LegalPage document="cgu" /> },
      { path: 'pdc', element: <LegalPage document="pdc" /> },
      { path: 'caracteristiques-offre', element: <OfferPage /> },
      { path: 'lettre-retractation', element: <WithdrawalLetterPage /> },
      { path: 'auth', element: <Navigate to="/auth/signin" replace /> },
      { path: 'auth/signin', element: <SignInPage /> },
      { path: 'auth/signup', element: <SignUpPage /> },
      { path: 'auth/forgot', element: <ForgotPage /> },
      { path: 'auth/forgotSuccess', element: <ForgotSuccessPage /> },
      { path: 'auth/success', element: <SignUpSuccessPage /> },
      { path: 'auth/reset', element: <ResetPage /> },
      { path: 'dev/mailbox', element: <DevMailboxPage /> },
      { path: 'souscriptions', element: <Navigate to="/souscriptions/commencer" replace /> },
      { path: 'souscriptions/commencer', element: <StartPage /> },
      { path: 'souscriptions/email', element: <EmailPage /> },
      { path: 'souscriptions/password', element: <PasswordPage /> },
      { path: 'souscriptions/create', element: <CreatePage /> },
      { path: 'souscriptions/step1', element: <Step1Page /> },
      { path: 'souscriptions/step2', element: <Step2Page /> },
      { path: 'souscriptions/step3', element: <Step3Page /> },
      { path: 'souscriptions/step4', element: <Step4Page /> },
      { path: 'souscriptions/step5', element: <Step5Page /> },
      { path: 'souscriptions/step6', element: <Step6Page /> },
      { path: 'souscriptions/step7', element: <Step7Page /> },
      { path: 'souscriptions/payment', element: <PaymentPage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
]);
