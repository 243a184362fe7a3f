import { CHANGE_MESSAGES } from '@console/rules';
import { useState } from 'react';
import { useImportFoodsFromCsv, useImportRestaurantsFromCsv, type CsvImportRowError } from '@console/api-client/queries';
import type { ImportType } from './import-csv-schema';

export interface CsvImportOutcome {
  /** Rows imported, on success. */
  imported?: number;
  /** The refused file's problems, by row and column. */
  errors?: CsvImportRowError[];
}

const MESSAGES = { success: CHANGE_MESSAGES.fileUploaded, failure: 'Failed to upload File' };

/** Spec §4 CSV upload: idle, uploading with a percent, back to idle on success or failure. */
export function useCsvImport() {
  const [progress, setProgress] = useState<number | null>(null);
  const request = {
    onUploadProgress: (event: { loaded: number; total?: number }) => {
      if (event.total) setProgress(Math.min(100, Math.round((event.loaded * 100) / event.total)));
    },
  };
  const restaurants = useImportRestaurantsFromCsv({
    mutation: { meta: MESSAGES },
    request,
  });
  const foods = useImportFoodsFromCsv({
    mutation: { meta: MESSAGES },
    request,
  });

  const upload = async (type: ImportType, file: File): Promise<CsvImportOutcome> => {
    setProgress(0);
    try {
      const response =
        type === 'restaurants'
          ? await restaurants.mutateAsync({ data: { restaurant_csv: file } })
          : await foods.mutateAsync({ data: { food_csv: file } });
      return { imported: response.imported };
    } catch (error) {
      return { errors: rowErrorsOf(error) };
    } finally {
      setProgress(null);
    }
  };
  return { progress, upload };
}

/** The CsvImportError body's list, when the API refused the file (400); empty otherwise. */
function rowErrorsOf(error: unknown): CsvImportRowError[] {
  const body: unknown = (error as { response?: { data?: unknown } } | null)?.response?.data;
  if (body && typeof body === 'object' && 'errors' in body && Array.isArray(body.errors)) return body.errors as CsvImportRowError[];
  return [];
}
