CREATE TABLE "calendar_days" (
	"day" date PRIMARY KEY NOT NULL,
	"workday" boolean NOT NULL,
	"name" text NOT NULL,
	"source" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
