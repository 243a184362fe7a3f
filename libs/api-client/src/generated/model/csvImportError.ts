import type { CsvImportRowError } from './csvImportRowError';

/**
 * The file was refused; nothing was imported. `errors` is empty when no file was sent.
 */
export interface CsvImportError {
  message: string;
  errors: CsvImportRowError[];
}
