import { Form, Formik, type FormikHelpers } from 'formik';
import { useCallback, useEffect, useState } from 'react';
import toast from 'react-hot-toast';
import type { CsvImportRowError } from '@console/api-client';
import { FileField, PageHeader, SelectField, Button, Page, Table } from '@console/ui';
import {
  IMPORT_TYPE_OPTIONS,
  importCsvInitialValues,
  importCsvSchema,
  templateHref,
  type ImportCsvValues,
  type ImportType,
} from './import-csv-schema';
import type { CsvImportOutcome } from './use-csv-import';

export interface ImportCsvPageProps {
  /** The upload's percent while a file is being sent, null when idle. */
  progress: number | null;
  onUpload: (type: ImportType, file: File) => Promise<CsvImportOutcome>;
}

/**
 * Forgets the last upload's outcome (its problems, its count) once a new type or file is chosen: they were
 * about the file before, and beside a new one they would read as its problems. The form's reset after an
 * upload empties both fields, which keeps the outcome on screen.
 */
function ForgetOutcomeOnChoice({ values, onChoice }: { values: ImportCsvValues; onChoice: () => void }) {
  const { importType, file } = values;
  useEffect(() => {
    if (importType || file) onChoice();
  }, [importType, file, onChoice]);
  return null;
}

/** Spec §2 Import CSV (super admin): import type, file, upload with a progress percent. */
export function ImportCsvPage({ progress, onUpload }: ImportCsvPageProps) {
  const [rowErrors, setRowErrors] = useState<CsvImportRowError[]>([]);
  const [imported, setImported] = useState<number | null>(null);
  const uploading = progress !== null;
  const forgetOutcome = useCallback(() => {
    setRowErrors([]);
    setImported(null);
  }, []);

  const submit = async (values: ImportCsvValues, helpers: FormikHelpers<ImportCsvValues>) => {
    if (!values.file || !values.importType) return;
    forgetOutcome();
    const outcome = await onUpload(values.importType, values.file);
    setRowErrors(outcome.errors ?? []);
    setImported(outcome.imported ?? null);
    helpers.resetForm();
  };

  return (
    <Page titleId="import-csv-title">
      <PageHeader title="Import CSV" titleId="import-csv-title" />
      <Formik initialValues={importCsvInitialValues} validationSchema={importCsvSchema} onSubmit={submit}>
        {({ values, submitForm, setFieldTouched }) => (
          <Form noValidate className="import-csv-form">
            <ForgetOutcomeOnChoice values={values} onChoice={forgetOutcome} />
            <SelectField
              name="importType"
              label="Import Type"
              options={IMPORT_TYPE_OPTIONS}
              placeholder="Select..."
              isDisabled={uploading}
            />
            <FileField name="file" label="CSV File" accept=".csv,text/csv" disabled={uploading} />
            <Button
              variant="primary"
              busy={uploading}
              busyLabel="Uploading..."
              onClick={() => {
                // Spec §5: the upload is blocked without a file.
                if (!values.file) {
                  void setFieldTouched('file', true);
                  void setFieldTouched('importType', true);
                  toast.error('Please select a file first');
                  return;
                }
                void submitForm();
              }}
            >
              Upload
            </Button>
          </Form>
        )}
      </Formik>
      {uploading ? (
        <div className="import-csv-progress">
          <div
            role="progressbar"
            aria-label="Upload progress"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={progress}
            className="import-csv-progress__bar"
          >
            <span style={{ width: `${progress}%` }} />
          </div>
          <p aria-live="polite">Uploading... {progress}%</p>
        </div>
      ) : null}
      {imported !== null ? <p role="status">{imported === 1 ? '1 row imported' : `${imported} rows imported`}</p> : null}
      {rowErrors.length ? (
        <Table className="import-csv-errors" aria-label="Import errors">
          <thead>
            <tr>
              <th scope="col">Row</th>
              <th scope="col">Column</th>
              <th scope="col">Reason</th>
            </tr>
          </thead>
          <tbody>
            {rowErrors.map((rowError, index) => (
              <tr key={`${rowError.row}-${rowError.column ?? ''}-${index}`}>
                <td>{rowError.row}</td>
                <td>{rowError.column ?? '—'}</td>
                <td>{rowError.reason}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      ) : null}
      <h2 className="import-csv-templates__title">Templates</h2>
      <ul className="import-csv-templates">
        {IMPORT_TYPE_OPTIONS.map((option) => (
          <li key={option.value}>
            <a href={templateHref(option.value)} download={`${option.value}-template.csv`}>
              Download {option.label} template
            </a>
          </li>
        ))}
      </ul>
    </Page>
  );
}
