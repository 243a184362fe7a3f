/** @jest-environment ../../../tools/jest/jsdom-environment.cjs */
import { loadPersistedAuth, PERSISTENCE_KEY } from './persistence';

describe('loading the persisted session', () => {
  afterEach(() => localStorage.clear());

  it('reads the auth slice back', () => {
    localStorage.setItem(PERSISTENCE_KEY, JSON.stringify({ auth: { token: 't', loginType: 'Administrator' } }));
    expect(loadPersistedAuth()).toEqual({ token: 't', loginType: 'Administrator' });
  });

  it('starts signed out when the stored value is not JSON', () => {
    localStorage.setItem(PERSISTENCE_KEY, '{not json');
    expect(loadPersistedAuth()).toEqual({});
  });
});
