CREATE INDEX "users_username_lower_idx" ON "users" USING btree (lower("username"));--> statement-breakpoint
CREATE INDEX "subscriptions_active_end_idx" ON "subscriptions" USING btree ("current_period_end") WHERE "subscriptions"."status" = 'ACTIVE';--> statement-breakpoint
CREATE INDEX "transactions_cart_idx" ON "transactions" USING btree ("cart_id");