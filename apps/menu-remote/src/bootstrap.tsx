import { startStandaloneDomain } from '@console/remote-domain';
import * as domain from './remote-entry';

// `nx serve menu-remote`: this domain alone in a minimal host, signed in against the reference API
// with a demo account (seed data, not a secret), so its team needs no other app running.
startStandaloneDomain({
  domain,
  basename: '/dashboard',
  account: 'owner',
  landingPath: '/dashboard/menu',
  rootElement: document.getElementById('root') as HTMLElement,
}).catch((error: Error) => {
  document.body.textContent = `The standalone Menu host could not start: ${error.message}`;
});
