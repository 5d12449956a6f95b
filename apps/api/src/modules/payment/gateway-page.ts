import type { TLanguage } from '@bi/domain';
import { autoSubmitPage } from '../../lib/auto-submit-form';

const TEXTS: Record<TLanguage, { title: string; message: string; button: string }> = {
  fr: {
    title: 'Paiement sécurisé',
    message: 'Vous allez être redirigé vers la page de paiement sécurisé du CMI.',
    button: 'Continuer vers le paiement',
  },
  en: {
    title: 'Secure payment',
    message: "You are being taken to the CMI's secure payment page.",
    button: 'Continue to payment',
  },
  ar: {
    title: 'أداء آمن',
    message: 'سيتم توجيهكم إلى صفحة الأداء الآمن للمركز المغربي للنقديات.',
    button: 'متابعة نحو الأداء',
  },
};

/** The page that carries the signed form to the gateway by itself (a button where scripts are off). */
export const gatewayPage = (gatewayUrl: string, fields: Record<string, string>, language: TLanguage) =>
  autoSubmitPage({ action: gatewayUrl, fields, language, ...TEXTS[language] });
