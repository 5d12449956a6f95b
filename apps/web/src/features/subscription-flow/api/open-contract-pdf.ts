import { apiRequest } from '../../../lib/api-client';

/**
 * The tab is opened at the click (browsers block tabs opened after an await), then sent to the
 * short-lived link: the session token never appears in an address.
 */
export async function openContractPdf(id: string) {
  const tab = window.open('about:blank', '_blank');
  try {
    const { url } = await apiRequest<{ url: string }>(`/users/souscriptions/${id}/pdf-link`, {
      method: 'POST',
      body: {},
    });
    if (tab) tab.location.href = url;
    else window.location.assign(url);
  } catch (error) {
    tab?.close();
    throw error;
  }
}
