import * as yup from 'yup';

export type ImportType = 'restaurants' | 'foods';

export const IMPORT_TYPE_OPTIONS: { value: ImportType; label: string }[] = [
  { value: 'restaurants', label: 'Restaurants' },
  { value: 'foods', label: 'Food Items' },
];

/** Spec §5 CSV import. */
export const importCsvSchema = yup.object({
  importType: yup.string().oneOf(['', 'restaurants', 'foods']).required('Please select an option'),
  file: yup.mixed<File>().nullable().required('Please select a file'),
});

export interface ImportCsvValues {
  importType: ImportType | '';
  file: File | null;
}

export const importCsvInitialValues: ImportCsvValues = { importType: '', file: null };

/**
 * The columns the contract documents for each import (libs/api-client openapi.yaml), in its order;
 * the template is the header row alone.
 */
export const TEMPLATE_COLUMNS: Record<ImportType, string[]> = {
  restaurants: [
    'restaurantName',
    'emailAddress',
    'password',
    'restaurantCategoryNames',
    'streetAddress',
    'city',
    'state',
    'zipCode',
    'country',
    'latitude',
    'longitude',
    'phoneNumber',
  ],
  foods: ['restaurantId', 'foodItemName', 'description', 'price', 'foodCategoryName', 'tags'],
};

export const templateHref = (type: ImportType) =>
  `data:text/csv;charset=utf-8,${encodeURIComponent(`${TEMPLATE_COLUMNS[type].join(',')}\r\n`)}`;
