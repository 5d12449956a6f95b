import { LegalPage } from './legal-page';

export { WithdrawalLetterPage } from './withdrawal-letter-page';

export const CgvPage = () => <LegalPage document="cgv" />;
export const CguPage = () => <LegalPage document="cgu" />;
export const PdcPage = () => <LegalPage document="pdc" />;
