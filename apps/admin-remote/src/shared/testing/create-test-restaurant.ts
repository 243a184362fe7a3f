// Test-only: a restaurant of one test alone, created through the real API, so that changing or merging
// it disturbs no other test sharing the reference API.
export async function createTestRestaurant(token: string, name: string): Promise<number> {
  const headers = { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` };
  const categories = await fetch(`${process.env.TEST_API_URL}/admin/restaurant-category/get-restaurant-categories?page=1&size=999999`, {
    headers,
  });
  const { restaurantCategories } = (await categories.json()) as { restaurantCategories: { restaurantCategoryId: number }[] };
  const response = await fetch(`${process.env.TEST_API_URL}/admin/restaurant/create-restaurant`, {
    method: 'POST',
    headers,
    body: JSON.stringify({
      restaurantName: name,
      emailAddress: `${name.toLowerCase().replace(/\W+/g, '-')}@example.com`,
      password: 'Console#2026',
      restaurantCategoryIds: [restaurantCategories[0].restaurantCategoryId],
      locations: [
        {
          streetAddress: '1 Test St',
          city: 'Austin',
          state: 'TX',
          zipCode: '78701',
          country: 'US',
          latitude: 30.27,
          longitude: -97.74,
          phoneCountryCode: '+1',
          phoneNumber: '5125550100',
        },
      ],
    }),
  });
  if (!response.ok) throw new Error(`create-restaurant: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { restaurantId: number }).restaurantId;
}
