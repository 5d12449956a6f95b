// Decision 044: documents are rendered in Chromium and sealed before any row is locked. A render or a
// seal inside a transaction, or inside a function handed a transaction, holds every other writer of
// the row for seconds and, past the renderer's line, answers 503 with the work half done.

const RENDER_CALL =
  'CallExpression:matches([callee.name=/^render[A-Z]/], [callee.property.name=/^(render|seal)$/], [callee.property.name=/^render[A-Z]/])';

const message =
  'Render and seal documents before the transaction (prepareThenCommit, lib/prepare-then-commit.ts): a row lock must not wait for Chromium (decision 044).';

export const renderOutsideLocksRules = [
  // A transaction's own callback.
  { selector: `CallExpression[callee.property.name='transaction'] ${RENDER_CALL}`, message },
  // The lock and commit steps of the shared helper.
  {
    selector: `CallExpression[callee.name='prepareThenCommit'] Property[key.name=/^(lock|commit)$/] ${RENDER_CALL}`,
    message,
  },
  // A function whose parameter is typed as a transaction: it runs inside one.
  {
    selector: `:function:has(> Identifier.params[typeAnnotation.typeAnnotation.typeName.name='TTransaction']) ${RENDER_CALL}`,
    message,
  },
];
