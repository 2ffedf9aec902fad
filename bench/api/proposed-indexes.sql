-- Indexes proposed from bench:large (docs/performance-history.md, "Large data set"); not a migration. Try them with
--   npm run bench:large -- --sql bench/api/proposed-indexes.sql
-- The list's count(*) (every service-list call runs one) reads every service of the unit with a Seq Scan on apps;
-- this index answers it with an Index Only Scan for guests (visitor_visible) and users (roles).
create index if not exists apps_fid_attribute_visible_idx
  on apps (fid, attribute_type, visitor_visible) include (dept_id, type_id, roles);
