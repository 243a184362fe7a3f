import { useMemo, useRef } from 'react';
import Parcel from 'single-spa-react/parcel';
import { mountRootParcel } from 'single-spa';
import { useLocation } from 'react-router';
import { sessionStore } from '@console/session';
import type { DomainModule, DomainProps } from './domain-props';
import { guardDomain } from './guarded-domain';
import { useShellNavigator } from './shell-navigator';

export interface DomainParcelProps {
  domain: DomainModule;
  basename: string;
  /** A remote that throws while mounting, updating or unmounting. */
  onError: (error: Error) => void;
}

/**
 * Mounts a domain remote as a single-spa parcel inside the host's router, and passes it the host's
 * location on every navigation (single-spa-react's <Parcel> calls the parcel's update on new props).
 */
export function DomainParcel({ domain, basename, onError }: DomainParcelProps) {
  const location = useLocation();
  const navigator = useShellNavigator();
  const report = useRef(onError);
  report.current = onError;
  const config = useMemo(() => guardDomain(domain, (error) => report.current(error)), [domain]);
  const props: DomainProps = { basename, location, navigator, sessionStore };
  return (
    <Parcel
      config={config}
      mountParcel={mountRootParcel}
      handleError={onError}
      wrapClassName="domain-parcel"
      {...props}
    />
  );
}
