import type { ParcelConfig } from 'single-spa';
import type { DomainModule, DomainProps } from '@console/remote-contract';

/**
 * Wraps a domain's lifecycles so that a remote failing to bootstrap or mount is reported to the host
 * once (which then shows its fallback) instead of leaving a rejected promise behind, and so that the
 * broken parcel unmounts as a no-op. `beforeMount` is given the parcel's root element first (to mark it).
 */
export function guardDomain(
  domain: DomainModule,
  report: (error: Error) => void,
  beforeMount?: (root: Element) => void,
): ParcelConfig<DomainProps> {
  let failed = false;
  const fail = (error: unknown) => {
    failed = true;
    report(error instanceof Error ? error : new Error(String(error)));
  };
  return {
    bootstrap: (props: DomainProps) => domain.bootstrap(props).then(() => undefined, fail),
    mount: (props: DomainProps & { domElement?: Element }) => {
      if (failed) return Promise.resolve();
      if (props.domElement) beforeMount?.(props.domElement);
      return domain.mount(props).then(() => undefined, fail);
    },
    unmount: (props: DomainProps) => (failed ? Promise.resolve() : domain.unmount(props).then(() => undefined)),
    update: (props: DomainProps) => (failed || !domain.update ? Promise.resolve() : domain.update(props).then(() => undefined, fail)),
  } as unknown as ParcelConfig<DomainProps>;
}
