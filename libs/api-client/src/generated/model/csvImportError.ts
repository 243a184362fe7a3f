import type { CsvImportRowError } from './csvImportRowError';

/**
 * The file was refused; nothing was imported. `errors` lists the problems by row when the file was read (empty when no file was sent); it is absent when the request itself could not be read (not a form, a broken form).
 */
export interface CsvImportError {
  message: string;
  errors?: CsvImportRowError[];
}
