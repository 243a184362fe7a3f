import type { RemoteLoadSummaryRow } from './remoteLoadSummaryRow';

export interface RemoteLoadSummaryResponse {
  remotes: RemoteLoadSummaryRow[];
  message?: string;
}
