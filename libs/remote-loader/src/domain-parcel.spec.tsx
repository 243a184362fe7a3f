// The root element a remote is mounted in carries its name and release (issue 25: vitals are
// attributed by the closest marked root), set before the remote's own mount runs.
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { DomainModule, DomainProps } from '@console/remote-contract';
import { DomainParcel } from './domain-parcel';
import { signalChannel, type SignalRelease } from './release-telemetry/signal-channel';

const release: SignalRelease = { remote: 'menu', version: '2.0.0', canary: true, manifestUrl: '/releases/menu/2.0.0/mf-manifest.json' };

/** A remote as the contract describes one: it draws its button into the element it is given. */
function buttonDomain(): DomainModule & { rootAtMount: Array<string | null> } {
  const rootAtMount: Array<string | null> = [];
  let element: HTMLElement | undefined;
  return {
    rootAtMount,
    bootstrap: () => Promise.resolve(),
    mount: (props: DomainProps) => {
      element = (props as DomainProps & { domElement: HTMLElement }).domElement;
      rootAtMount.push(element.getAttribute('data-release'));
      const button = document.createElement('button');
      button.type = 'button';
      button.textContent = 'Save menu';
      element.append(button);
      return Promise.resolve();
    },
    unmount: () => {
      element?.replaceChildren();
      return Promise.resolve();
    },
  };
}

function renderParcel(domain: DomainModule, parcelRelease?: SignalRelease) {
  const router = createMemoryRouter(
    [{ path: '/dashboard/*', element: <DomainParcel domain={domain} basename="/dashboard" onError={jest.fn()} release={parcelRelease} /> }],
    { initialEntries: ['/dashboard/menu'] },
  );
  render(<RouterProvider router={router} />);
}

beforeEach(() => delete (globalThis as Record<string, unknown>).__consoleReleaseSignals);

describe("a remote's root element", () => {
  it('is marked with the remote and its release before the remote mounts, and the mount is noted', async () => {
    const domain = buttonDomain();
    renderParcel(domain, release);
    const button = await screen.findByRole('button', { name: 'Save menu' });
    const root = button.closest('[data-remote]');
    expect(root).toHaveAttribute('data-remote', 'menu');
    expect(root).toHaveAttribute('data-release', '2.0.0');
    expect(domain.rootAtMount).toEqual(['2.0.0']);
    expect(signalChannel().queue).toEqual([{ kind: 'mounted', release, root }]);
  });

  it('is left unmarked when the release is not known (a standalone host)', async () => {
    renderParcel(buttonDomain());
    const button = await screen.findByRole('button', { name: 'Save menu' });
    expect(button.closest('[data-remote]')).toBeNull();
    expect(signalChannel().queue).toEqual([]);
  });
});
