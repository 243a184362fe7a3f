import { session } from '@console/session';
import type { AddressSuggestions } from './address-provider';
import { cachedSuggestions, SUGGESTION_CACHE_SIZE } from './suggestion-cache';

const asked: string[] = [];
/** A provider's answer for `text`, counting how often it is really asked. */
const ask = (text: string) => async (): Promise<AddressSuggestions> => {
  asked.push(text);
  return { suggestions: [{ id: text, label: `${text}, USA` }] };
};
const suggest = (text: string, provider = 'photon', signal?: AbortSignal) => cachedSuggestions(provider, text, ask(text), signal);

beforeEach(() => {
  asked.length = 0;
  session.logout();
});

describe('the suggestion cache', () => {
  it('keeps each answer by provider and text, the text trimmed', async () => {
    expect(await suggest('Austin')).toEqual({ suggestions: [{ id: 'Austin', label: 'Austin, USA' }] });
    await suggest(' Austin ');
    await suggest('Austin', 'google');
    expect(asked).toEqual(['Austin', 'Austin']);
  });

  it(`holds ${SUGGESTION_CACHE_SIZE} answers, forgetting the least recently used first`, async () => {
    for (let index = 0; index < SUGGESTION_CACHE_SIZE; index++) await suggest(`place ${index}`);
    await suggest('place 0'); // used again: now the newest
    await suggest('one more'); // forgets place 1
    asked.length = 0;
    await suggest('place 0');
    await suggest('place 1');
    expect(asked).toEqual(['place 1']);
  });

  it('keeps no failure: the same text is asked again', async () => {
    const failing = () => Promise.reject(new Error('The address search failed: the geocoder answered 503'));
    await expect(cachedSuggestions('photon', 'Dallas', failing)).rejects.toThrow('answered 503');
    await suggest('Dallas');
    expect(asked).toEqual(['Dallas']);
  });

  it('rejects an answer that came after its request was replaced, but keeps it for the next time', async () => {
    const request = new AbortController();
    const late = cachedSuggestions(
      'photon',
      'Boston',
      async () => {
        request.abort();
        return ask('Boston')();
      },
      request.signal,
    );
    await expect(late).rejects.toMatchObject({ name: 'AbortError' });
    expect(await suggest('Boston')).toEqual({ suggestions: [{ id: 'Boston', label: 'Boston, USA' }] });
    expect(asked).toEqual(['Boston']);
  });

  it('forgets everything when the user leaves, so the next user asks anew', async () => {
    await suggest('Austin');
    session.logout();
    await suggest('Austin');
    expect(asked).toEqual(['Austin', 'Austin']);
  });
});
