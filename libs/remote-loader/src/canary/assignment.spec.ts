import { bucketOf, inCanary, parseReleaseOverride } from './assignment';

const people = Array.from({ length: 10_000 }, (_, i) => `user-${i + 1}`);

describe('canary assignment', () => {
  it('gives a person the same bucket every time, and a different spread per remote', () => {
    expect(bucketOf('user-42', 'menu')).toBe(bucketOf('user-42', 'menu'));
    const menu = people.slice(0, 200).map((person) => bucketOf(person, 'menu'));
    const deals = people.slice(0, 200).map((person) => bucketOf(person, 'deals'));
    expect(menu).not.toEqual(deals);
  });

  it.each([1, 5, 10, 25, 50, 75, 90])('puts %i%% of 10,000 people in the canary, within ±2 points', (share) => {
    const inside = people.filter((person) => inCanary(person, 'menu', share)).length;
    expect(Math.abs((inside / people.length) * 100 - share)).toBeLessThanOrEqual(2);
  });

  it('never moves a canary person back when the share grows, and holds everyone at 100 and no one at 0', () => {
    let previous = new Set<string>();
    for (const share of [0, 1, 10, 20, 35, 50, 80, 99, 100]) {
      const inside = new Set(people.filter((person) => inCanary(person, 'deals', share)));
      for (const person of previous) expect(inside.has(person)).toBe(true);
      previous = inside;
    }
    expect(people.filter((person) => inCanary(person, 'deals', 0))).toHaveLength(0);
    expect(people.filter((person) => inCanary(person, 'deals', 100))).toHaveLength(people.length);
  });

  it('reads a forced choice per remote and ignores anything else', () => {
    expect(parseReleaseOverride('menu:canary, deals:stable,auth:beta,:canary,notifications')).toEqual({ menu: 'canary', deals: 'stable' });
    expect(parseReleaseOverride(null)).toEqual({});
  });
});
