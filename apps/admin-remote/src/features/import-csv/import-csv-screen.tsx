import './import-csv.css';
import { ImportCsvPage } from './import-csv-page';
import { useCsvImport } from './use-csv-import';

/** /dashboard/import-csv-file: the page over its upload hook. */
export function ImportCsvScreen() {
  const { progress, upload } = useCsvImport();
  return <ImportCsvPage progress={progress} onUpload={upload} />;
}
