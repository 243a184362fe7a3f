import type { AxiosRequestConfig } from 'axios';
import {
  adminCreateRestaurantLocation,
  adminGetRestaurantCategories,
  changePassword,
  createFood,
  createFoodCategory,
  createRestaurant,
  getFoodTagCategories,
  issueReleaseSignalPageToken,
  login,
  reportReleaseSignals,
  WHOLE_LIST,
  type ReleaseSignalView,
  type LoginResponse,
  type RestaurantLocation,
} from '@console/api-client';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, type DemoAccount, type StaffUserType } from '@console/demo-accounts';
import { testLocation } from './test-location';

export interface TestMenuItem {
  foodItemName: string;
  description: string;
  price: string;
}

/** A restaurant owner of one test alone, signed in after choosing their own password. */
export interface TestOwner extends LoginResponse {
  restaurantId: number;
  restaurantName: string;
  emailAddress: string;
  /** The super admin's token that created the restaurant, for admin calls about it. */
  adminToken: string;
}

export interface NewRestaurant {
  /** Its locations; one testLocation() by default. */
  locations?: RestaurantLocation[];
  /** Its owner's address; one made from the name (and unique to the run) by default. */
  emailAddress?: string;
}

/** An address no other test uses: the name, then enough of the clock and chance to keep runs apart. */
const uniqueEmail = (name: string) =>
  `${name.toLowerCase().replace(/\W+/g, '-')}-${Date.now() % 1_000_000}-${Math.floor(Math.random() * 1000)}@example.com`;

/** A failed fixture says which step failed and what the API answered, not axios's whole config. */
async function step<T>(name: string, call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (error) {
    const response = (error as { response?: { status: number; data: unknown } }).response;
    throw new Error(response ? `${name}: ${response.status} ${JSON.stringify(response.data)}` : `${name}: ${String(error)}`);
  }
}

/**
 * Test data made through the real API, with the contract's generated calls, as the people of the
 * console would make it: an administrator creates a restaurant, its owner signs in and sets a password.
 * Every call names the API and the person it acts for, so a test's fixtures never touch the session of
 * the screen under test.
 */
export function fixtureClient(apiUrl = process.env.TEST_API_URL ?? process.env.API_URL ?? '') {
  /** Per-call options of any generated call, acting as the holder of `token` (nobody without one). */
  const as = (token?: string): AxiosRequestConfig => {
    // Without an address the call would go out as the page's own, with the page's session.
    if (!apiUrl) throw new Error('The fixture client needs the API address (TEST_API_URL or API_URL)');
    return { baseURL: apiUrl, headers: token ? { Authorization: `Bearer ${token}` } : {} };
  };

  const signIn = (emailAddress: string, userType: StaffUserType, password = DEMO_PASSWORD) =>
    // The signed token itself: fixtures act as tools, not as the page (whose session is a cookie).
    step(`sign-in as ${emailAddress}`, login({ emailAddress, password, userType, sessionAs: 'token' }, as()));

  /** A demo account of the seed, signed in. */
  const signInAs = (account: DemoAccount) => signIn(DEMO_ACCOUNTS[account].emailAddress, DEMO_ACCOUNTS[account].userType);

  /** A restaurant whose owner has not signed in yet (their first sign-in asks for a new password). */
  async function createRestaurantAccount(adminToken: string, restaurantName: string, { locations, emailAddress }: NewRestaurant = {}) {
    const { restaurantCategories } = await step('restaurant categories', adminGetRestaurantCategories(WHOLE_LIST, as(adminToken)));
    const owner = emailAddress ?? uniqueEmail(restaurantName);
    const { restaurantId } = await step(
      `create restaurant ${restaurantName}`,
      createRestaurant(
        {
          restaurantName,
          emailAddress: owner,
          password: DEMO_PASSWORD,
          restaurantCategoryIds: [restaurantCategories[0].restaurantCategoryId],
          locations: locations ?? [testLocation()],
        },
        as(adminToken),
      ),
    );
    return { restaurantId, emailAddress: owner };
  }

  /** A new restaurant and its owner, who has replaced the administrator's first password and is signed in. */
  async function createOwner(restaurantName: string, restaurant: NewRestaurant & { adminToken?: string } = {}): Promise<TestOwner> {
    const adminToken = restaurant.adminToken ?? (await signInAs('superAdmin')).token;
    const { restaurantId, emailAddress } = await createRestaurantAccount(adminToken, restaurantName, restaurant);
    const first = await signIn(emailAddress, 'Restaurant');
    await step(
      'first password change',
      changePassword({ currentPassword: DEMO_PASSWORD, newPassword: DEMO_PASSWORD, confirmPassword: DEMO_PASSWORD }, as(first.token)),
    );
    return { ...(await signIn(emailAddress, 'Restaurant')), restaurantId, restaurantName, emailAddress, adminToken };
  }

  /** Adds a location per street (in Austin, each with its own phone number) through the admin call. */
  async function addLocations(adminToken: string, restaurantId: number, streets: string[]) {
    for (const [index, streetAddress] of streets.entries()) {
      const location = testLocation({ streetAddress, phoneNumber: `51255501${String(10 + index).padStart(2, '0')}` });
      await step(`add location ${streetAddress}`, adminCreateRestaurantLocation({ ...location, restaurantId }, as(adminToken)));
    }
  }

  /**
   * Adds a menu to the owner's restaurant: each category with its items, every item tagged with the
   * first label of the tag vocabulary. Answers that label and the items' ids by name.
   */
  async function createMenu(ownerToken: string, menu: Record<string, TestMenuItem[]>) {
    const { foodTagCategories } = await step('tag vocabulary', getFoodTagCategories({}, as(ownerToken)));
    const tag = foodTagCategories[0].foodTagCategoryItems[0].foodTagCategoryItemName;
    const foods = new Map<string, number>();
    for (const [foodCategoryName, items] of Object.entries(menu)) {
      const { categoryId } = await step(`create category ${foodCategoryName}`, createFoodCategory({ foodCategoryName }, as(ownerToken)));
      for (const item of items) {
        const created = await step(
          `create item ${item.foodItemName}`,
          createFood({ ...item, foodCategoryId: categoryId, tags: [tag] }, as(ownerToken)),
        );
        foods.set(item.foodItemName, created.foodId);
      }
    }
    return { tag, foods };
  }

  /**
   * Release signals as a page of one visitor sends them: a page token for the releases it loaded, then its
   * views; signed in as the holder of `token` when given (then that account is the one person they count for).
   */
  async function reportSignals(visitor: string, views: ReleaseSignalView[], token?: string) {
    const releases = [
      ...new Map(views.map(({ remote, version, canary }) => [`${remote} ${version} ${canary}`, { remote, version, canary }])).values(),
    ];
    const page = await step('page token', issueReleaseSignalPageToken({ releases, visitor }, as(token)));
    await step('release signals', reportReleaseSignals({ page: page.token, views }, as(token)));
  }

  return { apiUrl, as, signIn, signInAs, createRestaurantAccount, createOwner, addLocations, createMenu, reportSignals };
}

export type FixtureClient = ReturnType<typeof fixtureClient>;
