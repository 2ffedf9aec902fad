-- Notice results now lead to the notice itself, not the list: the stored addresses of indexed notices are rewritten
-- in place (what re-indexing would write; no re-segmentation, so a store with many notices starts as fast as before).
UPDATE search_entries
SET url = '/info-center?kind=notice&id=' || source_id,
    mobile_url = '/mobile/notice?kind=notice&id=' || source_id
WHERE kind = 'notice';
