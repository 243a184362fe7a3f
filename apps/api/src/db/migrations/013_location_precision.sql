-- ── How precise a location is (issue 23) ────────────────────────────────────
-- A location records how precise its coordinates are and where they came from (the contract's
-- LocationPrecision and LocationSource), so that what is coarser than street level can be marked and fixed.
ALTER TABLE addresses
  ADD COLUMN location_precision text NOT NULL DEFAULT 'unknown'
    CONSTRAINT addresses_location_precision_check CHECK (location_precision IN ('rooftop', 'street', 'zip', 'city', 'unknown')),
  ADD COLUMN location_source text NOT NULL DEFAULT 'unknown'
    CONSTRAINT addresses_location_source_check
    CHECK (location_source IN ('google', 'photon', 'gazetteer', 'csv-import', 'demo', 'unknown'));

-- Locations saved from the old gazetteer. It copied its coordinates from the `zipcodes` package, whose
-- every coordinate has at most 4 decimals, with a 5-digit ZIP and country 'US'; Google's and Photon's
-- coordinates, and the demo seed's, have 6 or 7 (and the seed writes 'United States'). For any city it
-- offered the city's lowest ZIP and that ZIP's centre (every Austin street became 73301), so neither the
-- ZIP nor the point says more than the city: 'city' is the most these rows can honestly claim.
UPDATE addresses SET location_source = 'gazetteer', location_precision = 'city'
 WHERE country = 'US' AND zip_code ~ '^[0-9]{5}$'
   AND latitude::numeric = round(latitude::numeric, 4) AND longitude::numeric = round(longitude::numeric, 4);

-- The approximate locations (location_precision=approximate on the restaurant list and both location
-- lists): a few of ~30,000 at platform scale, so a partial index holds only them, by restaurant. The
-- predicate is written exactly as the queries write it (restaurants/location-precision.ts), so the
-- planner sees that they imply it.
CREATE INDEX addresses_approximate_idx ON addresses (restaurant_id, address_id)
  WHERE location_precision IN ('zip', 'city');
