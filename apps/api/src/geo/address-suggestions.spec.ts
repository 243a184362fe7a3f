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
  it('finds a city by the start of its name, the largest exact one first, at its centre without a guessed ZIP', async () => {
    const response = await suggest({ query: 'austin' });
    expect(response.status).toBe(200);
    expect(response.body.suggestions[0]).toEqual({
      suggestionId: expect.any(String),
      label: 'Austin, TX, USA',
      streetAddress: 'Austin, TX',
      city: 'Austin',
      state: 'TX',
      zipCode: '',
      country: 'US',
      latitude: expect.any(Number),
      longitude: expect.any(Number),
      precision: 'city',
    });
    expect(response.body.suggestions.length).toBeLessThanOrEqual(10);
    expect(response.body.message).toBeUndefined();
  });

  it('narrows by a state written as a code or a name, and keeps a typed street part', async () => {
    const byCode = await suggest({ query: '12 Congress Ave, Austin, TX' });
    expect(byCode.body.suggestions[0]).toMatchObject({
      city: 'Austin',
      state: 'TX',
      streetAddress: '12 Congress Ave',
      zipCode: '',
      label: '12 Congress Ave, Austin, TX, USA',
    });
    const byName = await suggest({ query: 'austin texas' });
    expect(byName.body.suggestions.every((suggestion: { state: string }) => suggestion.state === 'TX')).toBe(true);
  });

  it('reads a street and city typed without commas', async () => {
    const { body } = await suggest({ query: '100 Congress Ave Austin TX' });
    expect(body.suggestions).toEqual([
      expect.objectContaining({
        streetAddress: '100 Congress Ave',
        city: 'Austin',
        state: 'TX',
        label: '100 Congress Ave, Austin, TX, USA',
      }),
    ]);
  });

  it('finds a full ZIP at the end of the text, keeping the street before it, at ZIP precision', async () => {
    const response = await suggest({ query: '9400 Wilshire Blvd 90210' });
    expect(response.body.suggestions).toEqual([
      expect.objectContaining({
        zipCode: '90210',
        city: 'Beverly Hills',
        state: 'CA',
        streetAddress: '9400 Wilshire Blvd',
        precision: 'zip',
        label: '9400 Wilshire Blvd, Beverly Hills, CA 90210, USA',
      }),
    ]);
  });

  // 50593 is Varina, IA and 12345 Schenectady, NY: as the first word of a street they are house numbers.
  it.each(['50593 Acceptance Ave', '12345 Research Blvd'])('reads five digits opening the street as a house number: %s', async (street) => {
    const { body } = await suggest({ query: `${street}, Austin, TX` });
    expect(body.suggestions.length).toBeGreaterThan(0);
    for (const suggestion of body.suggestions) expect(suggestion).toMatchObject({ city: 'Austin', state: 'TX', streetAddress: street });
    expect(body.suggestions[0].label).toBe(`${street}, Austin, TX, USA`);
  });

  it('reads a ZIP after the state, also behind a five-digit house number', async () => {
    const [congress, research] = await Promise.all([
      suggest({ query: '100 Congress Ave, Austin, TX 78701' }),
      suggest({ query: '12345 Research Blvd, Austin, TX 78759-1234' }),
    ]);
    expect(congress.body.suggestions).toEqual([
      expect.objectContaining({ zipCode: '78701', city: 'Austin', state: 'TX', streetAddress: '100 Congress Ave', precision: 'zip' }),
    ]);
    expect(research.body.suggestions).toEqual([
      expect.objectContaining({ zipCode: '78759', city: 'Austin', state: 'TX', streetAddress: '12345 Research Blvd', precision: 'zip' }),
    ]);
  });

  it('reads five digits typed alone as a ZIP', async () => {
    const [varina, austin] = await Promise.all([suggest({ query: '50593' }), suggest({ query: ' 78701 ' })]);
    expect(varina.body.suggestions).toEqual([
      expect.objectContaining({ zipCode: '50593', city: 'Varina', state: 'IA', streetAddress: 'Varina, IA 50593', precision: 'zip' }),
    ]);
    expect(austin.body.suggestions).toEqual([expect.objectContaining({ zipCode: '78701', city: 'Austin', state: 'TX', precision: 'zip' })]);
  });

  it('completes a ZIP prefix and honours size', async () => {
    const response = await suggest({ query: '9021', size: 3 });
    expect(response.body.suggestions).toHaveLength(3);
    for (const suggestion of response.body.suggestions) expect(suggestion.zipCode.startsWith('9021')).toBe(true);
  });

  it('uses the place itself as the street address when none was typed, and says what to type when nothing matches', async () => {
    const place = await suggest({ query: 'Beverly Hills, CA' });
    expect(place.body.suggestions[0]).toMatchObject({ streetAddress: 'Beverly Hills, CA', zipCode: '' });
    const nothing = await suggest({ query: 'zzzzqx' });
    expect(nothing).toMatchObject({
      status: 200,
      body: {
        suggestions: [],
        message: 'No places found. Type a city and state (Austin, TX), a street and city (100 Congress Ave, Austin, TX) or a ZIP code.',
      },
    });
    const streetAlone = await suggest({ query: '100 Cong' });
    expect(streetAlone.body).toEqual({ suggestions: [], message: expect.stringMatching(/^No places found\. Add the city/) });
  });

  it('serves restaurant owners too, and refuses without a token or without a query', async () => {
    const ownerToken = await api.login(DEMO_ACCOUNTS.owner, 'Restaurant');
    expect((await suggest({ query: 'boston' }, ownerToken)).status).toBe(200);
    expect((await api.call('GET', '/geo/address-suggestions', { query: { query: 'boston' } })).status).toBe(401);
    expect((await api.call('GET', '/geo/address-suggestions', { token: adminToken })).status).toBe(400);
  });
});
