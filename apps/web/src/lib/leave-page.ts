/**
 * Full-page navigation to another document: the card gateway's form, or back into the app once
 * signed. One function, so that the screens' tests can see where the browser was sent.
 */
export const leavePage = (url: string) => window.location.assign(url);
