CREATE TABLE "oauth_states" (
	"state_hash" text PRIMARY KEY NOT NULL,
	"fid" integer NOT NULL,
	"browser_hash" text NOT NULL,
	"code_verifier" text NOT NULL,
	"nonce" text NOT NULL,
	"redirect" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "units" ADD COLUMN "oauth2" jsonb;--> statement-breakpoint
ALTER TABLE "oauth_states" ADD CONSTRAINT "oauth_states_fid_units_fid_fk" FOREIGN KEY ("fid") REFERENCES "public"."units"("fid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "oauth_states_expires_at_idx" ON "oauth_states" USING btree ("expires_at");--> statement-breakpoint
-- A store seeded before OpenID Connect sign-in existed: 示范大学 gets the dev IdP as its provider, as the seed now
-- gives it (ADR 035; npm run dev:idp). Only a unit without a provider is touched.
UPDATE "units" SET "oauth2" = '{"name":"统一身份认证（OIDC）","issuer":"http://localhost:3100/oidc","clientId":"yizhan-portal","clientSecret":"yizhan-dev-secret","scopes":"openid profile email","claims":{"username":"preferred_username","name":"name","userType":"userType"}}'::jsonb WHERE "fid" = 100001 AND "oauth2" IS NULL;
