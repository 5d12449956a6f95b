import { Navigate, type RouteObject } from 'react-router';
import { BACKOFFICE_HOME } from '../lib/backoffice-paths';
import { FLOW_PAGES, FLOW_ROOT, flowPath, type TFlowPage } from '../lib/flow-pages';
import i18n from '../lib/i18n/i18n';
import { HomeSwitch } from './home-switch';
import { Shell } from './layout/shell';

/**
 * Screens other than the home page are separate chunks, fetched when opened: a phone on a weak
 * connection downloads the shell and the home page first, not the whole flow and the legal texts.
 */
const screen = (path: string, load: () => Promise<{ Component: RouteObject['Component'] }>): RouteObject => ({
  path,
  lazy: load,
});

/**
 * Given to the shell's lazy children: while the first screen's code arrives, the shell (header,
 * footer) is drawn with nothing in its main. Without a fallback React Router draws no route at all, not
 * even the shell, and warns in the console.
 */
const SHELL_WHILE_LOADING = { HydrateFallback: () => null } satisfies RouteObject;

/** The legal texts are a namespace of their own, fetched with the screens that show them. */
const withLegalTexts = async <T,>(load: () => Promise<T>): Promise<T> =>
  (await Promise.all([load(), i18n.loadNamespaces('legal')]))[0];
const legal = () => withLegalTexts(() => import('../features/legal/routes'));

const flow = () => import('../features/subscription-flow/routes');
/** The staff's screens and their texts come together, only to the staff. */
const withStaffTexts = async <T,>(load: () => Promise<T>): Promise<T> =>
  (await Promise.all([load(), i18n.loadNamespaces(['backoffice', 'admin'])]))[0];
const backoffice = () => withStaffTexts(() => import('../features/backoffice/routes'));
const officeAdmin = () => withStaffTexts(() => import('../features/backoffice/routes/office-admin'));
/** The reference lists' texts are a namespace of their own, for administrators only. */
const referenceAdmin = async () => (await Promise.all([officeAdmin(), i18n.loadNamespaces('reference')]))[0];
/** The tariff screens' texts are a namespace of their own, for administrators only. */
const tariffAdmin = async () => (await Promise.all([officeAdmin(), i18n.loadNamespaces('tariffs')]))[0];
/** The dashboard's charts are a chunk of their own, with their words, for the staff who open it. */
const figuresAdmin = async () =>
  (
    await Promise.all([
      withStaffTexts(() => import('../features/backoffice/routes/dashboard-page')),
      i18n.loadNamespaces('figures'),
    ])
  )[0];
const auth = () => import('../features/auth/routes');

/** The screen of each flow page: a page without a screen, or a screen the module lacks, fails type checking. */
const FLOW_SCREENS = {
  commencer: 'StartPage',
  email: 'EmailPage',
  password: 'PasswordPage',
  create: 'CreatePage',
  step1: 'Step1Page',
  step2: 'Step2Page',
  step3: 'Step3Page',
  step4: 'Step4Page',
  step5: 'Step5Page',
  step6: 'Step6Page',
  step7: 'Step7Page',
  payment: 'PaymentPage',
  'paiement-refuse': 'PaymentRefusedPage',
  signature: 'SignaturePage',
} as const satisfies Record<TFlowPage, keyof Awaited<ReturnType<typeof flow>>>;

/** The app's routes, for the browser's router and for the pages written at build time (`prerender.tsx`). */
export const routes: RouteObject[] = [
  {
    element: <Shell />,
    children: [
      { index: true, element: <HomeSwitch /> },
      // Like the landing, the offer page is drawn without MUI: a visitor reads it without waiting for MUI.
      {
        ...SHELL_WHILE_LOADING,
        ...screen('caracteristiques-offre', async () => ({
          Component: (await withLegalTexts(() => import('../features/offer/routes/offer-page'))).OfferPage,
        })),
      },
      {
        ...SHELL_WHILE_LOADING,
        // The other screens are drawn with MUI: it comes with the first of them (decision 021).
        lazy: async () => ({ Component: (await import('./layout/mui-layout')).MuiLayout }),
        children: [
          screen('cgv', async () => ({ Component: (await legal()).CgvPage })),
          screen('cgu', async () => ({ Component: (await legal()).CguPage })),
          screen('pdc', async () => ({ Component: (await legal()).PdcPage })),
          screen('lettre-retractation', async () => ({ Component: (await legal()).WithdrawalLetterPage })),
          { path: 'auth', element: <Navigate to="/auth/signin" replace /> },
          screen('auth/signin', async () => ({ Component: (await auth()).SignInPage })),
          screen('auth/signup', async () => ({ Component: (await auth()).SignUpPage })),
          screen('auth/forgot', async () => ({ Component: (await auth()).ForgotPage })),
          screen('auth/forgotSuccess', async () => ({ Component: (await auth()).ForgotSuccessPage })),
          screen('auth/success', async () => ({ Component: (await auth()).SignUpSuccessPage })),
          screen('auth/reset', async () => ({ Component: (await auth()).ResetPage })),
          screen('dev/mailbox', async () => ({
            Component: (await import('../features/dev-mailbox/routes/dev-mailbox-page')).DevMailboxPage,
          })),
          // The signing link's page, the reminder's extension link and the certificate check stand on
          // their own: no session, no flow.
          screen('signer/:demande', async () => ({
            Component: (await import('../features/signing/routes/signing-page')).SigningPage,
          })),
          screen('prolonger/:id', async () => ({
            Component: (await import('../features/extension-link/routes/extension-link-page'))
              .ExtensionLinkPage,
          })),
          screen('verifier/:code', async () => ({
            Component: (await import('../features/verification/routes/verification-page')).VerificationPage,
          })),
          {
            path: BACKOFFICE_HOME.slice(1),
            lazy: async () => ({ Component: (await backoffice()).BackofficeLayout }),
            children: [
              { index: true, lazy: async () => ({ Component: (await backoffice()).QueuePage }) },
              screen('scan', async () => ({ Component: (await backoffice()).ScanPage })),
              screen('souscriptions/:id', async () => ({ Component: (await backoffice()).ContractPage })),
              screen('resiliations', async () => ({ Component: (await officeAdmin()).TerminationsPage })),
              screen('remboursements', async () => ({ Component: (await officeAdmin()).RefundsPage })),
              screen('personnel', async () => ({ Component: (await officeAdmin()).StaffPage })),
              screen('bureaux', async () => ({ Component: (await officeAdmin()).OfficesPage })),
              screen('journal', async () => ({ Component: (await officeAdmin()).AuditPage })),
              screen('autorites', async () => ({ Component: (await officeAdmin()).AuthoritiesPage })),
              screen('referentiels', async () => ({
                Component: (await referenceAdmin()).ReferenceListsPage,
              })),
              screen('tarifs', async () => ({ Component: (await tariffAdmin()).TariffsPage })),
              screen('tableau-de-bord', async () => ({ Component: (await figuresAdmin()).DashboardPage })),
              screen('tarifs/:id', async () => ({ Component: (await tariffAdmin()).TariffVersionPage })),
            ],
          },
          { path: FLOW_ROOT.slice(1), element: <Navigate to={flowPath('commencer')} replace /> },
          {
            // Only the flow has date pickers: date-fns and its locales come with it.
            lazy: async () => ({
              Component: (await import('./layout/date-pickers-layout')).DatePickersLayout,
            }),
            children: [
              ...FLOW_PAGES.map((page) =>
                screen(flowPath(page).slice(1), async () => ({
                  Component: (await flow())[FLOW_SCREENS[page]],
                })),
              ),
            ],
          },
          screen('*', async () => ({
            Component: (await import('../features/not-found/routes/not-found-page')).NotFoundPage,
          })),
        ],
      },
    ],
  },
];
