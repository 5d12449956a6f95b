-- Issue 37 (decision 062): the journal names the system's process that acted, and no longer guesses a
-- customer when a line says nobody. The lines written before are named by the one process that writes
-- each of their actions.
ALTER TABLE "audit_log" ALTER COLUMN "actor" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "actor_process" text;--> statement-breakpoint
UPDATE "audit_log" SET "actor_process" = CASE
    WHEN "action" IN ('subscription.paid', 'payment.refused') THEN 'payment-callback'
    WHEN "action" = 'subscription.expired' THEN 'expire-unpaid'
    WHEN "action" IN ('authority.coverage_checked', 'authority.lookup_refused') THEN 'authority-check'
    WHEN "action" = 'staff.invited' THEN 'create-admin'
  END
  WHERE "actor" = 'system';
