-- ADR 024: each unit's mobile bridge script (JS-SDK) address; visit counters hold only the three channels of spec §4
-- and never go below zero.
ALTER TABLE "units" ADD COLUMN "bridge_script_url" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "home_visits" ADD CONSTRAINT "home_visits_terminal_type_check" CHECK ("home_visits"."terminal_type" between 1 and 3);--> statement-breakpoint
ALTER TABLE "home_visits" ADD CONSTRAINT "home_visits_count_check" CHECK ("home_visits"."count" >= 0);