-- Notice results now lead to the notice itself (/info-center?kind=notice&id=…), not the list: entries indexed before
-- carry the old address, so every notice is queued to be indexed again (the next search drains the queue).
INSERT INTO search_queue (kind, source_id) SELECT 'notice', id FROM inbox_items WHERE kind = 'notice'
  ON CONFLICT DO NOTHING;
