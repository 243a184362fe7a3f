import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { PageViews, RELEASE_VIEW_BOUNDS, releaseKey } from './page-views';
import type { SignalRelease } from './signal-channel';

const BASE = 'http://localhost:7300/dashboard/menu';
const stable: SignalRelease = { remote: 'menu', version: '1.0.0', canary: false, manifestUrl: '/releases/menu/1.0.0/mf-manifest.json' };
const canary: SignalRelease = { remote: 'menu', version: '2.0.0', canary: true, manifestUrl: '/releases/menu/2.0.0/mf-manifest.json' };
const deals: SignalRelease = { remote: 'deals', version: '7', canary: false, manifestUrl: 'http://localhost:7304/mf-manifest.json' };

const stackIn = (folder: string) =>
  `Error: boom\n    at onClick (${folder}__federation_expose_Domain.abc.js:1:2)\n    at x (http://localhost:7300/main.js:1:1)`;

function mountedRoot(): Element {
  const root = document.createElement('div');
  document.body.append(root);
  return root;
}

afterEach(() => document.body.replaceChildren());

describe('a page view per release', () => {
  it('is one item per release mounted, with its errors counted by the script that threw', () => {
    const views = new PageViews(BASE);
    views.take({ kind: 'loaded', release: canary });
    views.take({ kind: 'mounted', release: canary, root: mountedRoot() });
    views.take({ kind: 'loaded', release: deals });
    views.take({ kind: 'mounted', release: deals, root: mountedRoot() });
    views.take({ kind: 'error', stack: stackIn('http://localhost:7300/releases/menu/2.0.0/') });
    views.take({ kind: 'error', stack: stackIn('http://localhost:7300/releases/menu/2.0.0/') });
    views.take({ kind: 'error', stack: stackIn('http://localhost:7304/') });
    // The shell's own code, and a release never loaded in this page: nobody's.
    views.take({ kind: 'error', stack: 'Error: x\n    at f (http://localhost:7300/main.js:1:1)' });
    views.take({ kind: 'error', stack: stackIn('http://localhost:7300/releases/menu/9.9.9/') });
    expect(views.endView()).toEqual([
      { remote: 'menu', version: '2.0.0', canary: true, errors: 2 },
      { remote: 'deals', version: '7', canary: false, errors: 1 },
    ]);
  });

  it('leaves out a release only loaded (prefetched), and counts one that failed to load or crashed', () => {
    const views = new PageViews(BASE);
    views.take({ kind: 'loaded', release: deals });
    views.take({ kind: 'failed', release: canary });
    views.take({ kind: 'loaded', release: stable });
    views.take({ kind: 'mounted', release: stable, root: mountedRoot() });
    views.take({ kind: 'crashed', release: stable });
    expect(views.endView()).toEqual([
      { remote: 'menu', version: '2.0.0', canary: true, errors: 0, failedLoad: true },
      { remote: 'menu', version: '1.0.0', canary: false, errors: 0, crashed: true },
    ]);
  });

  it("gives each vital to the release its target names, once per value, and ignores another library's selector", () => {
    const views = new PageViews(BASE);
    views.take({ kind: 'mounted', release: canary, root: mountedRoot() });
    views.take({ kind: 'mounted', release: deals, root: mountedRoot() });
    views.noteVital('lcp', 812.4, releaseKey('deals', '7'));
    views.noteVital('inp', 120, releaseKey('menu', '2.0.0'));
    views.noteVital('inp', 344.6, releaseKey('menu', '2.0.0'));
    views.noteVital('cls', 0.123456, releaseKey('menu', '2.0.0'));
    views.noteVital('cls', 0.5, 'div.app>button');
    expect(views.endView()).toEqual([
      { remote: 'menu', version: '2.0.0', canary: true, errors: 0, inp: 345, cls: 0.1235 },
      { remote: 'deals', version: '7', canary: false, errors: 0, lcp: 812 },
    ]);
    views.beginView();
    // Shown again with nothing new: both are viewed again, their vitals were sent with the last view.
    expect(views.endView()).toEqual([
      { remote: 'menu', version: '2.0.0', canary: true, errors: 0 },
      { remote: 'deals', version: '7', canary: false, errors: 0 },
    ]);
  });

  it('starts the next view with the releases still on screen, not those unmounted, and caps the figures at the contract bounds', () => {
    const views = new PageViews(BASE);
    const gone = mountedRoot();
    views.take({ kind: 'mounted', release: deals, root: gone });
    views.take({ kind: 'mounted', release: canary, root: mountedRoot() });
    for (let i = 0; i < 1005; i++) views.take({ kind: 'error', stack: stackIn('http://localhost:7300/releases/menu/2.0.0/') });
    views.noteVital('inp', 1e9, releaseKey('menu', '2.0.0'));
    expect(views.endView()).toEqual([
      { remote: 'deals', version: '7', canary: false, errors: 0 },
      { remote: 'menu', version: '2.0.0', canary: true, errors: 1000, inp: 600_000 },
    ]);
    expect(views.endView()).toEqual([]); // ended again before being shown: nothing is viewed twice
    gone.remove();
    views.beginView();
    expect(views.endView()).toEqual([{ remote: 'menu', version: '2.0.0', canary: true, errors: 0 }]);
  });
});

describe("the contract's bounds of a view", () => {
  it('are those of openapi.yaml, so that a view the page clamps is one the API takes', () => {
    const contract = parse(readFileSync(join(__dirname, '../../../api-client/openapi.yaml'), 'utf8')) as {
      components: { schemas: { ReleaseSignalView: { properties: Record<string, { maximum?: number; maxLength?: number }> } } };
    };
    const view = contract.components.schemas.ReleaseSignalView.properties;
    expect({
      errors: view.errors.maximum,
      ms: [view.lcp.maximum, view.inp.maximum],
      cls: view.cls.maximum,
      version: view.version.maxLength,
    }).toEqual({
      errors: RELEASE_VIEW_BOUNDS.errors,
      ms: [RELEASE_VIEW_BOUNDS.ms, RELEASE_VIEW_BOUNDS.ms],
      cls: RELEASE_VIEW_BOUNDS.cls,
      version: RELEASE_VIEW_BOUNDS.version,
    });
  });
});
