import { Link } from 'react-router';
import { reportHref } from './report-paths';
import { displayDate, isoDate, weeklyReports } from './weekly-reports';

/** Spec §2 Reports: 8 placeholder weekly report cards, each opening its report. */
export function ReportListPage({ today = new Date() }: { today?: Date }) {
  return (
    <ul className="shell-report-cards">
      {weeklyReports(today).map((report) => (
        <li key={report.id} className="shell-report-card">
          <h2 className="shell-report-card__title">
            <Link to={reportHref.detail(report.id)} className="shell-report-card__link">
              {report.title}
            </Link>
          </h2>
          <p className="shell-report-card__week">
            <time dateTime={isoDate(report.weekStart)}>{displayDate(report.weekStart)}</time>
            {' – '}
            <time dateTime={isoDate(report.weekEnd)}>{displayDate(report.weekEnd)}</time>
          </p>
        </li>
      ))}
    </ul>
  );
}
