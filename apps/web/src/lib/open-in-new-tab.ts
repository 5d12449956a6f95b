import { apiRequest } from './api-client';

/**
 * Opens a document behind a short-lived link in a new tab. The tab is opened at the click (browsers
 * block tabs opened after an await), then sent to the link the call answers: the session token never
 * appears in an address.
 */
export async function openLinkInNewTab(linkCall: string) {
  const tab = window.open('about:blank', '_blank');
  try {
    const { url } = await apiRequest<{ url: string }>(linkCall, { method: 'POST', body: {} });
    if (tab) tab.location.href = url;
    else window.location.assign(url);
  } catch (error) {
    tab?.close();
    throw error;
  }
}
