// API figures of the administrator's restaurants: the Restaurants screen's call and a CSV import. Call
// measureGetRestaurants before measureCsvImport: the import adds 10,000 more restaurants.
import { median, SAMPLES } from './calls.mjs';

/** The Restaurants screen's call (page 1, size 999999): median of 5 timings and the row count. */
export async function measureGetRestaurants(apiUrl, token) {
  const url = `${apiUrl}/admin/restaurant/get-restaurants?page=1&size=999999`;
  const samples = [];
  let rows = 0;
  for (let i = 0; i < SAMPLES; i++) {
    const started = performance.now();
    const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
    const body = await response.json();
    samples.push(performance.now() - started);
    if (!response.ok) throw new Error(`get-restaurants: ${response.status} ${JSON.stringify(body)}`);
    rows = body.restaurants.length;
  }
  return { getRestaurantsMs: Math.round(median(samples)), getRestaurantsRows: rows };
}

/** A restaurants CSV of `rows` rows with fresh emails; every owner gets the same first password. */
export function restaurantsCsv(rows, categoryNames, tag = Date.now().toString(36)) {
  const header =
    'restaurantName,emailAddress,password,restaurantCategoryNames,streetAddress,city,state,zipCode,country,latitude,longitude,phoneNumber';
  const lines = [header];
  for (let i = 0; i < rows; i++) {
    const categories = [categoryNames[i % categoryNames.length], categoryNames[(i * 7 + 3) % categoryNames.length]];
    const latitude = (30 + (i % 1000) / 1000).toFixed(4);
    const longitude = (-97 - (i % 997) / 1000).toFixed(4);
    lines.push(
      `Imported Kitchen ${i},import-${tag}-${i}@bench.example.com,Welcome#2026,"${[...new Set(categories)].join(';')}",${100 + (i % 9000)} Congress Ave,Austin,TX,78701,United States,${latitude},${longitude},5128675309`,
    );
  }
  return `${lines.join('\n')}\n`;
}

/** Uploads a generated 10,000-row restaurants CSV (super admin token): the whole round trip. */
export async function measureCsvImport(apiUrl, token, rows = 10_000) {
  const headers = { authorization: `Bearer ${token}` };
  const categories = await (await fetch(`${apiUrl}/restaurant-category/get-restaurant-categories`, { headers })).json();
  const csv = restaurantsCsv(
    rows,
    categories.restaurantCategories.map((category) => category.restaurantCategoryName),
  );
  const form = new FormData();
  form.append('restaurant_csv', new Blob([csv], { type: 'text/csv' }), 'restaurants.csv');
  const started = performance.now();
  const response = await fetch(`${apiUrl}/admin/restaurant/import-restaurants-from-csv`, { method: 'POST', headers, body: form });
  const body = await response.json();
  const csvImportMs = Math.round(performance.now() - started);
  if (!response.ok) throw new Error(`import: ${response.status} ${JSON.stringify(body).slice(0, 500)}`);
  return { csvImportMs, csvImportedRows: body.imported, csvBytes: Buffer.byteLength(csv) };
}
