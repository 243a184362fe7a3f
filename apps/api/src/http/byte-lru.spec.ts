import { ByteLru } from './byte-lru';

it('keeps the most recently used answers within its bytes', () => {
  const lru = new ByteLru<string>(10);
  lru.set('a', 'a', 4);
  lru.set('b', 'b', 4);
  expect(lru.get('a')).toBe('a');
  lru.set('c', 'c', 4);
  expect([lru.get('a'), lru.get('b'), lru.get('c')]).toEqual(['a', undefined, 'c']);
  lru.grow('c', 3);
  expect([lru.get('a'), lru.get('c'), lru.size]).toEqual([undefined, 'c', 7]);
  lru.set('huge', 'huge', 11);
  expect([lru.get('huge'), lru.size]).toEqual([undefined, 7]);
});
