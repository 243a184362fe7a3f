import { useActivityView } from '@console/activity';

/** The Activity screen's data: every event the administrator may read (the API leaves out the rest). */
export function useActivity() {
  return useActivityView({ scope: { kind: 'admin' }, label: 'Activity', canExport: true });
}
