import { Route, Routes } from 'react-router';
import { ReportDetailPage } from './report-detail-page';
import { ReportListPage } from './report-list-page';
import { ReportsLayout } from './reports-layout';
import { reportPaths } from './report-paths';

/** The shell's own screens under /dashboard: the report area, both pages inside its layout. */
export function ReportRoutes() {
  return (
    <Routes>
      <Route path={reportPaths.list} element={<ReportsLayout />}>
        <Route index element={<ReportListPage />} />
        <Route path={reportPaths.detail} element={<ReportDetailPage />} />
      </Route>
    </Routes>
  );
}
