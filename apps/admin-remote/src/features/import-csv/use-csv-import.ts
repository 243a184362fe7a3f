import { useCallback, useState } from 'react';
import toast from 'react-hot-toast';
import { apiErrorMessage, importFoodsFromCsv, importRestaurantsFromCsv, type CsvImportRowError } from '@console/api-client';
import type { ImportType } from './import-csv-schema';

export interface CsvImportOutcome {
  /** Rows imported, on success. */
  imported?: number;
  /** The refused file's problems, by row and column. */
  errors?: CsvImportRowError[];
}

/** Spec §4 CSV upload: idle, uploading with a percent, back to idle on success or failure. */
export function useCsvImport() {
  const [progress, setProgress] = useState<number | null>(null);

  const upload = useCallback(async (type: ImportType, file: File): Promise<CsvImportOutcome> => {
    setProgress(0);
    const options = {
      onUploadProgress: (event: { loaded: number; total?: number }) => {
        if (event.total) setProgress(Math.min(100, Math.round((event.loaded * 100) / event.total)));
      },
    };
    try {
      const response = type === 'restaurants' ? await importRestaurantsFromCsv({ restaurant_csv: file }, options) : await importFoodsFromCsv({ food_csv: file }, options);
      toast.success(response.message || 'File uploaded successfully');
      return { imported: response.imported };
    } catch (error) {
      toast.error(apiErrorMessage(error, 'Failed to upload File'));
      return { errors: rowErrorsOf(error) };
    } finally {
      setProgress(null);
    }
  }, []);

  return { progress, upload };
}

/** The CsvImportError body's list, when the API refused the file (400); empty otherwise. */
function rowErrorsOf(error: unknown): CsvImportRowError[] {
  const body: unknown = (error as { response?: { data?: unknown } } | null)?.response?.data;
  if (body && typeof body === 'object' && 'errors' in body && Array.isArray(body.errors)) return body.errors as CsvImportRowError[];
  return [];
}
