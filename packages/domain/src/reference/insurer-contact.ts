/** How a customer reaches the insurer (footer, termination notice, mails): one place for both apps. */
export const INSURER_CONTACT = {
  email: 'contact@assurance-frontiere.ma',
  phone: '+212 5 22 00 00 00',
} as const;

export const insurerContactLine = () => `${INSURER_CONTACT.email} · ${INSURER_CONTACT.phone}`;
