/**
 * The reminder's link opened signed out (decision 039): its contract and token, kept in the tab while
 * the card page is away, so that the gateway's return (the app's signature or refusal page, which a
 * signed-out phone cannot show) leads back to the link's own page.
 */
const KEY = 'bi.extension-link';

export type TExtensionLinkHeld = { id: string; token: string };

export const extensionLinkReturn = {
  get: (): TExtensionLinkHeld | null => {
    const [id, token] = (sessionStorage.getItem(KEY) ?? '').split(' ');
    return id && token ? { id, token } : null;
  },
  store: ({ id, token }: TExtensionLinkHeld) => sessionStorage.setItem(KEY, `${id} ${token}`),
  clear: () => sessionStorage.removeItem(KEY),
};

/** The link's page for a contract's extension. */
export const extensionLinkPath = ({ id, token }: TExtensionLinkHeld, search = '') =>
  `/prolonger/${encodeURIComponent(id)}?t=${encodeURIComponent(token)}${search}`;
