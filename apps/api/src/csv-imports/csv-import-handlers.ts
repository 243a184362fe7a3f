import type { PasswordCost } from '../auth/password-hash';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../db/database';
import type { OperationHandlers } from '../http/contract-routes';
import type { FormOf } from '../http/contract-types';
import type { PartName } from '../http/multipart-form';
import { CsvRefusal, csvMessages, readCsvUpload, type CsvUpload } from './csv-upload';
import { FOOD_CSV_COLUMNS, importFoods } from './food-csv';
import { RESTAURANT_CSV_COLUMNS, importRestaurants } from './restaurant-csv';

/** CSV imports (super admin only): the whole file or nothing, every bad row named (contract csv-imports). */
export function csvImportHandlers({ db, passwordCost }: { db: Database; passwordCost?: PasswordCost }): OperationHandlers {
  const importer =
    (
      fieldName: PartName<FormOf<'importRestaurantsFromCsv'>> | PartName<FormOf<'importFoodsFromCsv'>>,
      columns: { required: readonly string[]; optional: readonly string[] },
      write: (db: Database, upload: CsvUpload, passwordCost?: PasswordCost) => Promise<number>,
    ) =>
    async (request: FastifyRequest, reply: FastifyReply) => {
      try {
        const upload = await readCsvUpload(request, fieldName, columns);
        const imported = await write(db, upload, passwordCost);
        return { message: csvMessages.uploaded, imported };
      } catch (error) {
        if (!(error instanceof CsvRefusal)) throw error;
        reply.code(400);
        return { message: error.message, errors: error.errors };
      }
    };

  return {
    importRestaurantsFromCsv: importer('restaurant_csv', RESTAURANT_CSV_COLUMNS, importRestaurants),
    importFoodsFromCsv: importer('food_csv', FOOD_CSV_COLUMNS, importFoods),
  };
}
