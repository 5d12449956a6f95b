/** The back office's addresses, which the router, the sign-in and the staff's mails agree on. */
export const BACKOFFICE_HOME = '/backoffice';

export const backofficePaths = {
  queue: BACKOFFICE_HOME,
  scan: `${BACKOFFICE_HOME}/scan`,
  contract: (id: string) => `${BACKOFFICE_HOME}/souscriptions/${encodeURIComponent(id)}`,
  terminations: `${BACKOFFICE_HOME}/resiliations`,
  refunds: `${BACKOFFICE_HOME}/remboursements`,
  staff: `${BACKOFFICE_HOME}/personnel`,
  offices: `${BACKOFFICE_HOME}/bureaux`,
  audit: `${BACKOFFICE_HOME}/journal`,
  authorities: `${BACKOFFICE_HOME}/autorites`,
  referenceLists: `${BACKOFFICE_HOME}/referentiels`,
  tariffs: `${BACKOFFICE_HOME}/tarifs`,
  dashboard: `${BACKOFFICE_HOME}/tableau-de-bord`,
  tariffVersion: (id: string) => `${BACKOFFICE_HOME}/tarifs/${encodeURIComponent(id)}`,
} as const;
