import { centimesToAmount, type TLanguage } from '@bi/domain';
import { cmiHash } from '../../providers/payment/cmi-hash';

export type TGatewaySettings = { gatewayUrl: string; clientId: string; storeKey: string; publicUrl: string };

/** Where the gateway answers: the callback for the server, okUrl and failUrl for the browser. */
export const CMI_CALLBACK_PATH = '/api/v1/payment/cmi/callback';
export const CMI_OK_PATH = '/api/v1/payment/cmi/ok';
export const CMI_FAIL_PATH = '/api/v1/payment/cmi/fail';

/** Every field of the 3D_PAY_HOSTING form (facts.md), signed with the store key (ver3). */
export function cmiPaymentFields(
  settings: TGatewaySettings,
  order: {
    orderId: string;
    amountCentimes: number;
    email: string;
    name: string;
    phone: string;
    language: TLanguage;
    random: string;
  },
): Record<string, string> {
  const fields: Record<string, string> = {
    clientid: settings.clientId,
    oid: order.orderId,
    amount: centimesToAmount(order.amountCentimes).toFixed(2),
    currency: '504',
    okUrl: `${settings.publicUrl}${CMI_OK_PATH}`,
    failUrl: `${settings.publicUrl}${CMI_FAIL_PATH}`,
    shopurl: `${settings.publicUrl}/`,
    CallbackURL: `${settings.publicUrl}${CMI_CALLBACK_PATH}`,
    email: order.email,
    BillToName: order.name,
    tel: order.phone,
    storetype: '3D_PAY_HOSTING',
    trantype: 'PreAuth',
    rnd: order.random,
    lang: order.language,
    hashAlgorithm: 'ver3',
    encoding: 'UTF-8',
  };
  return { ...fields, HASH: cmiHash(fields, settings.storeKey) };
}
