import { gazetteerMessages, suggestUsAddresses } from './us-gazetteer';
import { citiesNamed } from './us-places';

const places = (query: string, limit = 10) => suggestUsAddresses(query, limit).suggestions;
const cityAndState = (query: string, limit = 10) => places(query, limit).map((place) => `${place.city}, ${place.state}`);

describe('the US gazetteer ranks places by relevance', () => {
  it('offers the largest city of an exact name first: Austin, TX for "Austin", Dallas, TX for "Dallas"', () => {
    expect(cityAndState('Austin')[0]).toBe('Austin, TX');
    expect(cityAndState('austin')[0]).toBe('Austin, TX');
    expect(cityAndState('Dallas')[0]).toBe('Dallas, TX');
    expect(cityAndState('Portland')[0]).toBe('Portland, OR');
  });

  it('puts an exact name before a longer one, and a larger place before a smaller one', () => {
    const austins = cityAndState('Austin', 50);
    const firstLonger = austins.findIndex((place) => !place.startsWith('Austin,'));
    expect(firstLonger).toBeGreaterThan(0);
    expect(austins.slice(firstLonger).every((place) => !place.startsWith('Austin,'))).toBe(true);
    const sizes = austins.slice(0, firstLonger).map((place) => citiesNamed('Austin', place.slice(-2))[0].zips.length);
    expect(sizes).toEqual([...sizes].sort((a, b) => b - a));
  });

  it('does not offer Austell before Austin for "aus"', () => {
    const found = cityAndState('aus', 50);
    expect(found[0]).toBe('Austin, TX');
    expect(found.indexOf('Austell, GA')).toBeGreaterThan(0);
  });

  it('narrows an exact city to the state typed, with or without a comma, as a code or a name', () => {
    expect(cityAndState('Austin, MN')).toEqual(['Austin, MN']);
    expect(cityAndState('austin mn')).toEqual(['Austin, MN']);
    expect(cityAndState('Austin Minnesota')).toEqual(['Austin, MN']);
  });
});

describe('the US gazetteer never invents what it does not know', () => {
  it('gives a city of many ZIPs its centre and no ZIP, labelled without one', () => {
    const [austin] = places('Austin, TX');
    expect(austin).toMatchObject({
      city: 'Austin',
      state: 'TX',
      zipCode: '',
      precision: 'city',
      label: 'Austin, TX, USA',
      streetAddress: 'Austin, TX',
    });
    // Downtown Austin is at 30.27, -97.74; the old gazetteer's 73301 (a PO box ZIP) at 30.33, -97.77.
    expect(austin.latitude).toBeCloseTo(30.3, 1);
    expect(austin.longitude).toBeCloseTo(-97.74, 1);
  });

  it('gives a city its ZIP only when it has exactly one', () => {
    expect(places('Varina, IA')).toEqual([
      expect.objectContaining({ city: 'Varina', zipCode: '50593', precision: 'city', label: 'Varina, IA 50593, USA' }),
    ]);
  });

  it('keeps a city centre out of the data slips of its ZIPs (New York 10200 at longitude +73.95)', () => {
    const [newYork] = places('New York, NY');
    expect(newYork).toMatchObject({ zipCode: '', precision: 'city' });
    expect(newYork.longitude).toBeCloseTo(-73.98, 1);
  });

  it("gives a full ZIP typed that ZIP's centre, at ZIP precision", () => {
    expect(places('Austin, TX 78701')).toEqual([
      expect.objectContaining({
        zipCode: '78701',
        city: 'Austin',
        precision: 'zip',
        latitude: 30.2713,
        longitude: -97.7426,
        label: 'Austin, TX 78701, USA',
      }),
    ]);
  });

  it('lists the ZIPs of a ZIP prefix, each at ZIP precision', () => {
    const found = places('9021', 4);
    expect(found.map((place) => place.zipCode)).toEqual(['90210', '90211', '90212', '90213']);
    expect(found.every((place) => place.precision === 'zip')).toBe(true);
  });
});

describe('the US gazetteer keeps the street typed', () => {
  it('offers Austin, TX for "100 Congress Ave, Austin", the street kept', () => {
    expect(places('100 Congress Ave, Austin')[0]).toMatchObject({
      streetAddress: '100 Congress Ave',
      city: 'Austin',
      state: 'TX',
      zipCode: '',
      precision: 'city',
      label: '100 Congress Ave, Austin, TX, USA',
    });
  });

  it.each([
    ['100 Congress Ave Austin TX', '100 Congress Ave', 'Austin, TX'],
    ['100 Congress Ave Austin', '100 Congress Ave', 'Austin, TX'],
    ['100 Congress Ave Austin,', '100 Congress Ave', 'Austin, TX'],
    ['100 Congress Ave Austin texas', '100 Congress Ave', 'Austin, TX'],
    ['350 5th Ave New York NY', '350 5th Ave', 'New York, NY'],
    ['1 Market St San Francisco', '1 Market St', 'San Francisco, CA'],
  ])('reads a street and city without commas: %s', (query, street, place) => {
    const [first] = places(query);
    expect(first).toMatchObject({ streetAddress: street, precision: 'city' });
    expect(`${first.city}, ${first.state}`).toBe(place);
    expect(first.label).toBe(`${street}, ${place}, USA`);
  });

  // 50593 is Varina, IA and 12345 Schenectady, NY: as the first word of a street they are house numbers.
  it.each(['50593 Acceptance Ave, Austin, TX', '12345 Research Blvd, Austin, TX', '12345 Research Blvd Austin TX'])(
    'reads five digits opening the street as a house number: %s',
    (query) => {
      const [first] = places(query);
      expect(first).toMatchObject({ city: 'Austin', state: 'TX', zipCode: '', precision: 'city' });
      expect(first.streetAddress).toMatch(/^(50593 Acceptance Ave|12345 Research Blvd)$/);
    },
  );

  it('offers places while the city is still being typed after a street and its type, without commas', () => {
    expect(places('100 Congress Ave Aus', 1)[0]).toMatchObject({ streetAddress: '100 Congress Ave', city: 'Austin', state: 'TX' });
    expect(places('12 Main Street San Fr', 1)[0]).toMatchObject({ streetAddress: '12 Main Street', city: 'San Francisco', state: 'CA' });
    // Without a street type before it, a last word is part of the street, not the start of a city.
    expect(places('100 Congress Ave')).toEqual([]);
    expect(places('100 Cong')).toEqual([]);
  });

  it('reads a ZIP after the street, city and state, with commas or without', () => {
    for (const query of ['100 Congress Ave, Austin, TX 78701', '100 Congress Ave Austin TX 78701', '100 Congress Ave 78701']) {
      expect(places(query)).toEqual([
        expect.objectContaining({
          streetAddress: '100 Congress Ave',
          zipCode: '78701',
          precision: 'zip',
          label: '100 Congress Ave, Austin, TX 78701, USA',
        }),
      ]);
    }
  });
});

describe('the US gazetteer says what to type when it finds nothing', () => {
  it('answers nonsense with an empty list and how to type a place', () => {
    expect(suggestUsAddresses('zzzzqx')).toEqual({ suggestions: [], message: gazetteerMessages.nothingFound });
    expect(gazetteerMessages.nothingFound).toBe(
      'No places found. Type a city and state (Austin, TX), a street and city (100 Congress Ave, Austin, TX) or a ZIP code.',
    );
  });

  it('asks for the city after a street typed alone', () => {
    for (const query of ['100 Cong', '100 Congress Ave']) {
      expect(suggestUsAddresses(query)).toEqual({ suggestions: [], message: gazetteerMessages.streetWithoutCity });
    }
    expect(gazetteerMessages.streetWithoutCity).toMatch(/^No places found\. Add the city/);
  });

  it('names a full ZIP that is not a US one', () => {
    expect(suggestUsAddresses('Austin, TX 00000')).toEqual({ suggestions: [], message: gazetteerMessages.unknownZip('00000') });
  });

  it('sends no message with places found', () => {
    expect(suggestUsAddresses('Austin').message).toBeUndefined();
  });
});
