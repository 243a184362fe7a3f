/** @jest-environment jsdom */
import { afterFirstScreen, markRemoteRoot, signalChannel, type SignalRelease } from './signal-channel';

const release: SignalRelease = { remote: 'auth', version: '1.0.0', canary: false, manifestUrl: 'http://auth.test/mf-manifest.json' };

beforeEach(() => {
  delete (globalThis as Record<string, unknown>).__consoleReleaseSignals;
});

describe('afterFirstScreen: what the first screen does not need waits until a remote has mounted', () => {
  it('runs nothing before the first mount, each waiting call once at it, and later calls at once', () => {
    const ran: string[] = [];
    afterFirstScreen(() => ran.push('toaster'));
    afterFirstScreen(() => ran.push('vitals'));
    expect(ran).toEqual([]);

    markRemoteRoot(document.createElement('div'), release);
    expect(ran).toEqual(['toaster', 'vitals']);
    markRemoteRoot(document.createElement('div'), { ...release, remote: 'admin' });
    expect(ran).toEqual(['toaster', 'vitals']);

    afterFirstScreen(() => ran.push('palette'));
    expect(ran).toEqual(['toaster', 'vitals', 'palette']);
    expect(signalChannel().screenUp).toBe(true);
  });
});
