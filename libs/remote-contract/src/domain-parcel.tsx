import Parcel from 'single-spa-react/parcel';
import { mountRootParcel, type ParcelConfig } from 'single-spa';
import { useLocation } from 'react-router';
import type { AxiosInstance } from 'axios';
import { sessionStore } from '@console/session';
import type { DomainModule, DomainProps } from './domain-props';
import { useShellNavigator } from './shell-navigator';

export interface DomainParcelProps {
  domain: DomainModule;
  basename: string;
  apiHttp: AxiosInstance;
  /** A remote that throws while mounting, updating or unmounting. */
  onError: (error: Error) => void;
}

/**
 * Mounts a domain remote as a single-spa parcel inside the host's router, and passes it the host's
 * location on every navigation (single-spa-react's <Parcel> calls the parcel's update on new props).
 */
export function DomainParcel({ domain, basename, apiHttp, onError }: DomainParcelProps) {
  const location = useLocation();
  const navigator = useShellNavigator();
  const props: DomainProps = { basename, location, navigator, sessionStore, apiHttp };
  return (
    <Parcel
      config={domain as unknown as ParcelConfig}
      mountParcel={mountRootParcel}
      handleError={onError}
      wrapClassName="domain-parcel"
      {...props}
    />
  );
}
