import { attributeStack, releaseRootOf, scriptUrlsOf, TOP_FRAMES } from './script-attribution';

const SHELL = 'http://localhost:7300/';
const MENU_V1 = 'http://localhost:7300/releases/menu/1.0.0/';
const MENU_V2 = 'http://localhost:7300/releases/menu/2.0.0/';
const DEALS = 'http://localhost:7304/';

/** A Chromium stack as a remote's click handler throws it, through the shell's React. */
const chromiumStack = [
  'Error: canary button broke',
  `    at onClick (${MENU_V2}__federation_expose_Domain.1a2b3c4d.js:1:2345)`,
  `    at executeDispatch (${SHELL}react-dom.9f8e7d6c.js:1:9999)`,
  `    at ${SHELL}main.0a1b2c3d.js:2:10`,
].join('\n');

describe('script attribution of an error', () => {
  it('takes the folder of a release manifest, relative or absolute', () => {
    expect(releaseRootOf('/releases/menu/2.0.0/mf-manifest.json', 'http://localhost:7300/dashboard/menu')).toBe(MENU_V2);
    expect(releaseRootOf('http://localhost:7304/mf-manifest.json')).toBe(DEALS);
  });

  it('reads the script URLs of Chromium and Firefox frames, without line and column', () => {
    expect(scriptUrlsOf(chromiumStack)).toEqual([
      `${MENU_V2}__federation_expose_Domain.1a2b3c4d.js`,
      `${SHELL}react-dom.9f8e7d6c.js`,
      `${SHELL}main.0a1b2c3d.js`,
    ]);
    expect(scriptUrlsOf(`onClick@${DEALS}123.abcd.js:4:56\ndispatch@${SHELL}react-dom.js:7`)).toEqual([
      `${DEALS}123.abcd.js`,
      `${SHELL}react-dom.js`,
    ]);
  });

  it('attributes to the release whose folder holds the top frame, the longest root winning over the shell', () => {
    expect(attributeStack(chromiumStack, [SHELL, MENU_V1, MENU_V2, DEALS])).toBe(MENU_V2);
  });

  it("skips the shell's frames above a remote's (an error React rethrows for a remote's handler)", () => {
    const stack = `Error: x\n    at throwIt (${SHELL}react-dom.js:1:1)\n    at onSave (${DEALS}features.js:3:4)`;
    expect(attributeStack(stack, [MENU_V1, DEALS])).toBe(DEALS);
  });

  it('attributes nothing when no top frame is under a release, or the frames are past the top ones', () => {
    expect(attributeStack(`Error: x\n    at f (${SHELL}main.js:1:1)`, [MENU_V1, DEALS])).toBeUndefined();
    const deep = [...Array.from({ length: TOP_FRAMES }, () => `    at f (${SHELL}main.js:1:1)`), `    at g (${DEALS}x.js:1:1)`];
    expect(attributeStack(['Error: deep', ...deep].join('\n'), [DEALS])).toBeUndefined();
    expect(attributeStack('Script error.', [DEALS])).toBeUndefined();
  });
});
