-- ADR 071: a 下架 (unlisted) service is hidden from both sites, so every visitor's list now also asks `listed`. The
-- index that lets a list page's total be counted from the index alone (migration 0008) carries it too.
DROP INDEX IF EXISTS apps_fid_attribute_visible_idx;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS apps_fid_attribute_visible_idx ON apps (fid, attribute_type, visitor_visible)
  INCLUDE (dept_id, type_id, roles, listed);
