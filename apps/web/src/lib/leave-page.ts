/**
 * Full-page navigation to another document: the card gateway's form, or back into the app once
 * signed. One function, so that the screens' tests can see where the browser was sent.
 */
export const leavePage = (url: string) => window.location.assign(url);

/** The same, with the page left out of the history: Back does not come back to a page that moves on. */
export const replacePage = (url: string) => window.location.replace(url);
