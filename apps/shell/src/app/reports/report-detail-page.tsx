import { Link } from 'react-router';
import { tooltipProps } from '@console/ui';
import { reportHref } from './report-paths';

/** Spec §2 Reports: a report shows only its placeholder text; the arrow goes back to the list. */
export function ReportDetailPage() {
  return (
    <>
      <Link
        to={reportHref.list()}
        className="shell-reports__back"
        aria-label="Back to Reports"
        {...tooltipProps<HTMLAnchorElement>('Back to Reports')}
      >
        <span aria-hidden="true">←</span>
      </Link>
      <p className="shell-reports__placeholder">Report goes here</p>
    </>
  );
}
