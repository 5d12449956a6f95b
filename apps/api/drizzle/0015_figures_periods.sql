CREATE INDEX "subscriptions_paid_at_idx" ON "subscriptions" USING btree ("paid_at");--> statement-breakpoint
CREATE INDEX "subscriptions_created_at_idx" ON "subscriptions" USING btree ("created_at");