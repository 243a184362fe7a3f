import { startTestApi, type TestApi } from '../testing/test-api';
import { DEMO_ACCOUNTS } from '../seed/demo-plan';

let api: TestApi;
let adminToken: string;

beforeAll(async () => {
  api = await startTestApi();
  adminToken = await api.login(DEMO_ACCOUNTS.admin, 'Administrator');
});

afterAll(async () => {
  await api?.close();
});

const suggest = (query: Record<string, string | number>, token = adminToken) =>
  api.call('GET', '/geo/address-suggestions', { token, query });

describe('GET /geo/address-suggestions', () => {
  it('finds a city by the start of its name, exact names first, with coordinates', async () => {
    const response = await suggest({ query: 'austin' });
    expect(response.status).toBe(200);
    expect(response.body.suggestions[0]).toMatchObject({
      city: 'Austin',
      country: 'US',
      latitude: expect.any(Number),
      longitude: expect.any(Number),
      zipCode: expect.stringMatching(/^\d{5}$/),
    });
    expect(response.body.suggestions.length).toBeLessThanOrEqual(10);
  });

  it('narrows by a state written as a code or a name, and keeps a typed street part', async () => {
    const byCode = await suggest({ query: '12 Congress Ave, Austin, TX' });
    expect(byCode.body.suggestions[0]).toMatchObject({ city: 'Austin', state: 'TX', streetAddress: '12 Congress Ave' });
    expect(byCode.body.suggestions[0].label).toMatch(/^12 Congress Ave, Austin, TX \d{5}, USA$/);
    const byName = await suggest({ query: 'austin texas' });
    expect(byName.body.suggestions.every((suggestion: { state: string }) => suggestion.state === 'TX')).toBe(true);
  });

  it('finds a full ZIP at the end of the text, keeping the street before it', async () => {
    const response = await suggest({ query: '9400 Wilshire Blvd 90210' });
    expect(response.body.suggestions).toEqual([
      expect.objectContaining({ zipCode: '90210', city: 'Beverly Hills', state: 'CA', streetAddress: '9400 Wilshire Blvd' }),
    ]);
  });

  // 50593 is Varina, IA and 12345 Schenectady, NY: as the first word of a street they are house numbers.
  it.each(['50593 Acceptance Ave', '12345 Research Blvd'])('reads five digits opening the street as a house number: %s', async (street) => {
    const { body } = await suggest({ query: `${street}, Austin, TX` });
    expect(body.suggestions.length).toBeGreaterThan(0);
    for (const suggestion of body.suggestions) expect(suggestion).toMatchObject({ city: 'Austin', state: 'TX', streetAddress: street });
    expect(body.suggestions[0].label).toMatch(new RegExp(`^${street}, Austin, TX 7\\d{4}, USA$`));
  });

  it('reads a ZIP after the state, also behind a five-digit house number', async () => {
    const [congress, research] = await Promise.all([
      suggest({ query: '100 Congress Ave, Austin, TX 78701' }),
      suggest({ query: '12345 Research Blvd, Austin, TX 78759-1234' }),
    ]);
    expect(congress.body.suggestions).toEqual([
      expect.objectContaining({ zipCode: '78701', city: 'Austin', state: 'TX', streetAddress: '100 Congress Ave' }),
    ]);
    expect(research.body.suggestions).toEqual([
      expect.objectContaining({ zipCode: '78759', city: 'Austin', state: 'TX', streetAddress: '12345 Research Blvd' }),
    ]);
  });

  it('reads five digits typed alone as a ZIP', async () => {
    const [varina, austin] = await Promise.all([suggest({ query: '50593' }), suggest({ query: ' 78701 ' })]);
    expect(varina.body.suggestions).toEqual([
      expect.objectContaining({ zipCode: '50593', city: 'Varina', state: 'IA', streetAddress: 'Varina, IA 50593' }),
    ]);
    expect(austin.body.suggestions).toEqual([expect.objectContaining({ zipCode: '78701', city: 'Austin', state: 'TX' })]);
  });

  it('completes a ZIP prefix and honours size', async () => {
    const response = await suggest({ query: '9021', size: 3 });
    expect(response.body.suggestions).toHaveLength(3);
    for (const suggestion of response.body.suggestions) expect(suggestion.zipCode.startsWith('9021')).toBe(true);
  });

  it('uses the place itself as the street address when none was typed, and answers empty for nonsense', async () => {
    const place = await suggest({ query: 'Beverly Hills, CA' });
    expect(place.body.suggestions[0].streetAddress).toBe('Beverly Hills, CA 90209');
    const nothing = await suggest({ query: 'zzzzqx' });
    expect(nothing).toMatchObject({ status: 200, body: { suggestions: [] } });
  });

  it('serves restaurant owners too, and refuses without a token or without a query', async () => {
    const ownerToken = await api.login(DEMO_ACCOUNTS.owner, 'Restaurant');
    expect((await suggest({ query: 'boston' }, ownerToken)).status).toBe(200);
    expect((await api.call('GET', '/geo/address-suggestions', { query: { query: 'boston' } })).status).toBe(401);
    expect((await api.call('GET', '/geo/address-suggestions', { token: adminToken })).status).toBe(400);
  });
});
