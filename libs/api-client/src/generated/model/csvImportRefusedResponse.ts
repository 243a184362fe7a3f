import type { CsvImportError } from './csvImportError';

/**
 * No file, an unreadable file, or at least one bad row; nothing was imported
 */
export type CsvImportRefusedResponse = CsvImportError;
