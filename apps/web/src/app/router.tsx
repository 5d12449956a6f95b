import { createBrowserRouter, Navigate } from 'react-router';
import { HomePage } from '../features/home/routes/home-page';
import { LegalPage } from '../features/legal/routes/legal-page';
import { WithdrawalLetterPage } from '../features/legal/routes/withdrawal-letter-page';
import { NotFoundPage } from '../features/not-found/routes/not-found-page';
import { OfferPage } from '../features/offer/routes/offer-page';
import { StartPage } from '../features/subscription-flow/routes/start-page';
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
      { path: 'souscriptions', element: <Navigate to="/souscriptions/commencer" replace /> },
      { path: 'souscriptions/commencer', element: <StartPage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
]);
