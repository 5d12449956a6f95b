// Decision 064: one subscription is read by id only through its scoped repository; elsewhere the table
// is read by the lists and aggregates below, each with its reason. A new file is refused until it
// reads through the repository or is added here with one.

/** The table's own module: its repository, its scoped reads, its session-checked reads. */
export const SUBSCRIPTIONS_MODULE = 'apps/api/src/modules/subscriptions';

/** The files outside it that may import the `subscriptions` table, and why: none reads one by id. */
export const SUBSCRIPTION_READERS = {
  'apps/api/src/modules/after-sale/renewal-reminders.ts':
    'the hourly job lists the signed contracts ending within three days, not yet reminded nor extended',
  'apps/api/src/modules/authorities/coverage-by-plate.ts':
    "an authority's plate check reads the certificates covering a plate, with their contracts' status",
  'apps/api/src/modules/certificates/verify-certificate.ts':
    "the public QR check reads a certificate by its code, with its contract's status alone",
  'apps/api/src/modules/backoffice/list-queue.ts':
    "the office's queue: a page of its offices' subscriptions (subscriptionsOfOffices)",
  'apps/api/src/modules/backoffice/queue-filters.ts':
    "the queue's filters and search: conditions over the offices' contracts",
  'apps/api/src/modules/office-work/list-refunds.ts':
    "the refunds list, joined to their subscriptions for the offices' scope and the contract's code",
  'apps/api/src/modules/office-work/list-terminations.ts':
    "the termination requests list, joined to their subscriptions for the offices' scope and the code",
  'apps/api/src/modules/office-work/office-digest.ts':
    "the morning digest job lists each office's arrivals of the day",
  'apps/api/src/modules/staff/audit-labels.ts':
    "the journal's page names what its lines are about: the codes of the page's subscriptions at once",
  'apps/api/src/modules/figures/figures-scope.ts':
    "the figures' office condition over the period's contracts",
  'apps/api/src/modules/figures/funnel-block.ts':
    'the figures: the subscriptions opened in the period, grouped by step and status',
  'apps/api/src/modules/figures/hand-over-block.ts':
    "the figures: the contracts waiting at each office's counter today",
  'apps/api/src/modules/figures/refund-lines.ts':
    "the figures' declaration: the period's refunds, each split by its contract's price",
  'apps/api/src/modules/figures/refunds-block.ts':
    'the figures: the refunds still to make and those made in the period, with their contracts',
  'apps/api/src/modules/figures/sold-contracts.ts':
    "the figures: the period's contracts sold, with the parts of their price",
};

const byIdMessage =
  'Read one subscription through its scoped repository (findOwnSubscription, subscription-scope.ts), which answers another scope as unknown: decision 064.';

/**
 * The syntax a file outside the module may not use on the table: one row by a value's id
 * (`eq(subscriptions.id, id)`, either way round; a join on another table's column is a list's), the
 * relational API (`db.query.subscriptions`, which needs no import), and SQL text reading it.
 */
export const subscriptionReadRules = [
  {
    selector:
      "CallExpression[callee.name='eq']:has(> MemberExpression.arguments[object.name='subscriptions'][property.name='id']):has(> :not(MemberExpression).arguments)",
    message: byIdMessage,
  },
  {
    selector: "MemberExpression[object.property.name='query'][property.name='subscriptions']",
    message: byIdMessage,
  },
  {
    selector: 'Literal[value=/\\b(from|join)\\s+(only\\s+)?("?\\w+"?\\.)?"?subscriptions\\b/i]',
    message: byIdMessage,
  },
  {
    selector: 'TemplateElement[value.raw=/\\b(from|join)\\s+(only\\s+)?("?\\w+"?\\.)?"?subscriptions\\b/i]',
    message: byIdMessage,
  },
];

/** The table's import, refused outside the module and the readers above. */
export const subscriptionImportRule = [
  'error',
  {
    patterns: [
      {
        group: ['**/db/schema', '**/db/schema/*'],
        importNames: ['subscriptions'],
        message: `${byIdMessage} A list or an aggregate reading the table is added to SUBSCRIPTION_READERS (eslint.subscription-readers.js) with its reason.`,
      },
    ],
  },
];
