// The canary-fallback part of `npm run bench`: what a failing canary costs the user it is sent to.
// Two real releases of menu-remote in a temporary RELEASES_DIR (tools/testing/canary-releases.mjs, as the
// canary e2e file does), served beside the production shell on a port of its own. The time from navigation
// (the document's time origin) to the 'Manage Your Menu' heading, cold (a fresh context each sample):
//   - healthy: the deployment file names menu's stable release only;
//   - fall-back: a canary at 100 % whose remoteEntry.js is gone (404), so the shell tries it first and
//     mounts stable in the same page load.
import { setCanary, setStable } from '../release/src/commands.mjs';
import { buildReleases, releaseSandbox, removeEntry, serveShellWithReleases } from '../testing/canary-releases.mjs';
import { freePort } from '../testing/free-port.mjs';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, launchChromium } from '@console/testing';
import { DESKTOP, median, SAMPLES, sampleScreen, signInForPage } from './screens/sampling.mjs';

const STABLE = '1.0.0';
const CANARY = '2.0.0';

/** Notes when the 'Manage Your Menu' heading is drawn (an init script: from the document's start). */
const noteMenuHeading = () => {
  const observer = new MutationObserver(() => {
    if ([...document.querySelectorAll('h1')].some((h) => h.textContent?.startsWith('Manage Your Menu'))) {
      window.__menuHeadingAt = performance.now();
      observer.disconnect();
    }
  });
  document.addEventListener('DOMContentLoaded', () => observer.observe(document.body, { childList: true, subtree: true }));
};

async function timeToMenuHeading(page, origin, { expectDeadEntry }) {
  const deadEntry = page
    .waitForResponse((r) => r.url().includes(`/releases/menu/${CANARY}/remoteEntry.js`), { timeout: 30000 })
    .then(
      (r) => r.status(),
      () => -1,
    );
  await page.goto(`${origin}/dashboard/menu`);
  await page.getByRole('heading', { level: 1, name: 'Manage Your Menu', exact: true }).waitFor({ timeout: 60000 });
  if ((await page.getByRole('heading', { name: 'Something went wrong' }).count()) > 0) throw new Error('the menu screen showed an error');
  if (expectDeadEntry && (await deadEntry) !== 404) throw new Error('the canary entry was not tried (or did not fail)');
  return await page.waitForFunction(() => window.__menuHeadingAt).then((handle) => handle.jsonValue());
}

/**
 * @param {{ root: string, env: NodeJS.ProcessEnv, apiUrl: string }} options  env: the bench's ports (other
 *   remotes and the API, for /deployment.json)
 */
export async function measureCanaryFallback({ root, env, apiUrl }) {
  // The deployment document is the bench API's (its super admin), emptied for the bench.
  const sandbox = releaseSandbox(root, 'canary-bench-', {
    apiUrl,
    email: DEMO_ACCOUNTS.superAdmin.emailAddress,
    password: DEMO_PASSWORD,
  });
  await sandbox.emptyReleases();
  const port = await freePort();
  const origin = `http://localhost:${port}`;
  let shell;
  let browser;
  try {
    console.log(`Building menu releases ${STABLE} and ${CANARY} for the canary-fallback part...`);
    await buildReleases(root, sandbox, 'menu', [STABLE, CANARY]);
    shell = await serveShellWithReleases({ root, sandbox, port, env });
    const session = await signInForPage(apiUrl, 'owner');
    browser = await launchChromium();

    const sampling = { browser, shellUrl: origin, session, viewport: DESKTOP, initScript: noteMenuHeading };

    await setStable(sandbox.config, 'menu', STABLE);
    const healthy = await sampleScreen(sampling, (page) => timeToMenuHeading(page, origin, { expectDeadEntry: false }));

    // Everyone in the canary (100 %), whose entry is dead: the shell tries it, then mounts stable.
    await setCanary(sandbox.config, 'menu', CANARY, 100);
    removeEntry(sandbox.releaseDir('menu', CANARY));
    const fallBack = await sampleScreen(sampling, (page) => timeToMenuHeading(page, origin, { expectDeadEntry: true }));

    return {
      canarySamples: SAMPLES,
      menuHealthyMs: median(healthy),
      menuHealthyMaxMs: Math.max(...healthy),
      menuFallBackMs: median(fallBack),
      menuFallBackMaxMs: Math.max(...fallBack),
    };
  } finally {
    await browser?.close();
    if (shell) {
      shell.closeAllConnections();
      await new Promise((resolve) => shell.close(resolve));
    }
    // The bench's other parts load the environment's remotes again (its shell server reads the same API).
    await sandbox.emptyReleases();
    sandbox.cleanup();
  }
}
