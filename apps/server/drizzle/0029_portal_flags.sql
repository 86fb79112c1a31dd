ALTER TABLE "sessions" ADD COLUMN "portals" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
-- The portal permissions' presets (decision 069), added to the roles of an existing organisation; nothing is taken away.
UPDATE "roles" SET "permissions" = (SELECT array_agg(DISTINCT p ORDER BY p) FROM unnest("permissions" || ARRAY['accessCommunityPortal', 'accessEducationPortal']) AS p);--> statement-breakpoint
UPDATE "roles" SET "permissions" = (SELECT array_agg(DISTINCT p ORDER BY p) FROM unnest("permissions" || ARRAY['accessBuildingPortal']) AS p) WHERE "role_name" IN ('Owner', 'Administrator', 'Manager');--> statement-breakpoint
UPDATE "roles" SET "permissions" = (SELECT array_agg(DISTINCT p ORDER BY p) FROM unnest("permissions" || ARRAY['accessListingPortal']) AS p) WHERE "role_name" IN ('Owner', 'Administrator');
