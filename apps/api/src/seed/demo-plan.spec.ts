import { isValidPhoneNumber } from 'libphonenumber-js';
import { CITIES, FOOD_TAG_CATEGORIES } from './demo-catalog';
import { DEMO_ACCOUNTS, buildDemoPlan } from './demo-plan';

const today = new Date('2026-06-15T12:00:00Z');
const plan = buildDemoPlan(today);

describe('the demo plan', () => {
  it('is the same on every run', () => {
    expect(buildDemoPlan(today)).toEqual(plan);
  });

  it('has the demo accounts', () => {
    const byEmail = new Map(plan.users.map((user) => [user.emailAddress, user]));

    expect(byEmail.get(DEMO_ACCOUNTS.superAdmin)).toMatchObject({ userType: 'Administrator', isSuperAdmin: true, hasPassword: true });
    expect(byEmail.get(DEMO_ACCOUNTS.admin)).toMatchObject({ userType: 'Administrator', isSuperAdmin: false });
    expect(byEmail.get(DEMO_ACCOUNTS.newStaff)).toMatchObject({ userType: 'Administrator', needToChangePassword: true });
    expect(byEmail.get(DEMO_ACCOUNTS.owner)).toMatchObject({ userType: 'Restaurant', hasPassword: true });
    expect(byEmail.get(DEMO_ACCOUNTS.customer)).toMatchObject({ userType: 'Customer', hasPassword: true });
  });

  it('gives the demo owner a restaurant worth exploring', () => {
    const restaurant = plan.restaurants.find((candidate) => candidate.ownerKey === 'owner');
    const todayText = today.toISOString().slice(0, 10);

    expect(restaurant?.locations.length).toBeGreaterThanOrEqual(2);
    expect(restaurant?.foodCategories.length).toBeGreaterThanOrEqual(4);
    expect(restaurant?.foods.filter((food) => food.categoryName === null).length).toBeGreaterThanOrEqual(2);
    expect(restaurant?.deals.some((deal) => deal.endDate === null || deal.endDate >= todayText)).toBe(true);
    expect(restaurant?.deals.some((deal) => deal.endDate !== null && deal.endDate < todayText)).toBe(true);
    expect(restaurant?.deals.every((deal) => deal.foodIndexes.every((index) => index >= 0))).toBe(true);
  });

  it("has app users following restaurants, the demo owner's among them", () => {
    const ownerIndex = plan.restaurants.findIndex((candidate) => candidate.ownerKey === 'owner');
    const customers = new Set(plan.users.filter((user) => user.userType === 'Customer').map((user) => user.key));
    const pairs = plan.follows.map((follow) => `${follow.restaurantIndex}:${follow.userKey}`);
    const ownerFollowers = plan.follows.filter((follow) => follow.restaurantIndex === ownerIndex).map((follow) => follow.userKey);

    expect(ownerFollowers).toContain('customer');
    expect(ownerFollowers.length).toBeGreaterThanOrEqual(20);
    expect(plan.follows.every((follow) => customers.has(follow.userKey))).toBe(true);
    expect(new Set(pairs).size).toBe(pairs.length);
    expect(new Set(plan.follows.map((follow) => follow.restaurantIndex)).size).toBeGreaterThan(plan.restaurants.length / 2);
  });

  it('is a small realistic platform', () => {
    const count = (type: string) => plan.users.filter((user) => user.userType === type).length;

    expect(plan.restaurants).toHaveLength(30);
    expect(new Set(plan.restaurants.map((restaurant) => restaurant.name)).size).toBe(30);
    expect(plan.restaurantCategories).toHaveLength(10);
    expect(count('Administrator')).toBe(25);
    expect(count('Customer')).toBeGreaterThanOrEqual(200);
    expect(plan.users.some((user) => user.userType === 'Customer' && !user.firstName && !user.lastName)).toBe(true);
    expect(plan.users.some((user) => user.userType === 'Customer' && user.profilePicture === null)).toBe(true);
    expect(plan.notifications).toHaveLength(15);
    expect(plan.notifications.some((notification) => notification.recipientKeys.length > 100)).toBe(true);
    expect(new Set(plan.foodReports.map((report) => `${report.restaurantIndex}:${report.foodIndex}`)).size).toBe(20);
    for (const restaurant of plan.restaurants) {
      expect(restaurant.foods.length).toBeGreaterThanOrEqual(10);
      expect(restaurant.foods.length).toBeLessThanOrEqual(27);
    }
  });

  it('uses unique emails and valid US phone numbers', () => {
    const emails = plan.users.map((user) => user.emailAddress);
    const phones = [
      ...plan.users.map((user) => user.phoneNumber).filter((phone): phone is string => Boolean(phone)),
      ...plan.restaurants.flatMap((restaurant) => restaurant.locations.map((location) => location.phoneNumber)),
    ];

    expect(new Set(emails).size).toBe(emails.length);
    expect(phones.filter((phone) => !isValidPhoneNumber(phone, 'US'))).toEqual([]);
  });

  it('places most locations on a street and about one in ten only in its city, at its centre and without a ZIP', () => {
    const locations = plan.restaurants.flatMap((restaurant) => restaurant.locations);
    const approximate = locations.filter((location) => location.locationPrecision === 'city');

    expect(locations.every((location) => location.locationSource === 'demo')).toBe(true);
    expect(locations.filter((location) => location.locationPrecision === 'street').length + approximate.length).toBe(locations.length);
    expect(approximate.length).toBe(Math.floor((locations.length + 7) / 10));
    for (const location of approximate) {
      const city = CITIES.find((candidate) => candidate.name === location.city);
      expect(location).toMatchObject({ zipCode: null, latitude: city?.latitude, longitude: city?.longitude });
    }
    for (const location of locations.filter((candidate) => candidate.locationPrecision === 'street')) {
      expect(location.zipCode).toMatch(/^\d{5}$/);
    }
    // The demo owner sees the approximate mark on their own locations too.
    expect(plan.restaurants[0].locations.map((location) => location.locationPrecision)).toEqual(['street', 'street', 'city']);
  });

  it('offers a food tag taxonomy whose labels each belong to one tag category', () => {
    const names = FOOD_TAG_CATEGORIES.map(([name]) => name);
    const labels = FOOD_TAG_CATEGORIES.flatMap(([, items]) => items.map((label) => label.toLowerCase()));

    expect(names).toEqual(expect.arrayContaining(['Cuisine', 'Dietary', 'Spice level', 'Course', 'Allergens', 'Meal Type']));
    expect(new Set(names.map((name) => name.toLowerCase())).size).toBe(names.length);
    expect(new Set(labels).size).toBe(labels.length);
    for (const [, items] of FOOD_TAG_CATEGORIES) expect(items.length).toBeGreaterThanOrEqual(4);
  });

  it('tags menu items with labels of the food tag categories', () => {
    const labels = new Map(FOOD_TAG_CATEGORIES.map(([name, items]) => [name, new Set(items)]));
    for (const food of plan.restaurants.flatMap((restaurant) => restaurant.foods)) {
      expect(food.price).toMatch(/^\d+\.\d{2}$/);
      expect(food.tags.length).toBeGreaterThan(0);
      expect(Object.values(food.extraAttributes).flat().sort()).toEqual([...food.tags].sort());
      for (const [category, values] of Object.entries(food.extraAttributes)) {
        for (const value of values) expect(labels.get(category)?.has(value)).toBe(true);
      }
    }
  });
});
