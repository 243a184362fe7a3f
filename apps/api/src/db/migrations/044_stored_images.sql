-- ── Image bytes in the database (issue 37) ────────────────────────────────────────────────────────
-- IMAGE_STORAGE=database (the production default): every API host reads and writes the same images,
-- and the database's dump and replication carry them. A row is saved in the transaction that inserts
-- the row referencing its URL (images.image_file_url, foods.image_url), so both commit or neither.
-- content_sha256 is the strong ETag GET /images/{imageKey} answers; bytes are at most 2 MB (the
-- upload limit, rules/images.ts), so bytea (TOASTed, compressed where it helps) holds them well.

CREATE TABLE stored_images (
  image_key text PRIMARY KEY CHECK (image_key ~ '^[0-9a-f]{32}\.(png|jpg|gif|bmp|webp)$'),
  content_type text NOT NULL CHECK (content_type IN ('image/png', 'image/jpeg', 'image/gif', 'image/bmp', 'image/webp')),
  content_sha256 text NOT NULL CHECK (content_sha256 ~ '^[0-9a-f]{64}$'),
  bytes bytea NOT NULL,
  written_at timestamptz NOT NULL DEFAULT now()
);
-- The sweep of images no row references looks at old ones only.
CREATE INDEX stored_images_written_idx ON stored_images (written_at);
