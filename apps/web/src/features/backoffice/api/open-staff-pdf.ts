import { fetchFile } from '../../../lib/fetch-file';

/**
 * Opens a PDF of the staff's (the contract, the certificate) in a new tab to print it. The tab is
 * opened at the tap (a browser blocks one opened after an await), then shown the fetched bytes.
 */
export async function openStaffPdf(path: string) {
  const tab = window.open('about:blank', '_blank');
  try {
    const url = URL.createObjectURL(await fetchFile(path));
    if (tab) tab.location.href = url;
    else window.location.assign(url);
  } catch (error) {
    tab?.close();
    throw error;
  }
}
