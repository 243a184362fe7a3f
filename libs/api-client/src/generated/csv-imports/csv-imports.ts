import type {
  CsvImportResult,
  FoodCsvUpload,
  RestaurantCsvUpload
} from '.././model';

import { apiRequest } from '../../http/api-request';


type SecondParameter<T extends (...args: never) => unknown> = Parameters<T>[1];


  /**
 * Method not shown by the console spec; POST (it creates). Multipart field `restaurant_csv`.
Messages 'File uploaded successfully'; fallback 'Failed to upload File'.

File: UTF-8, comma-separated, RFC 4180 quoting, a header row naming the columns (any order,
exact names; unknown columns are refused), then one restaurant per row with one location.
Further locations are added in the console afterwards. An imported location is saved with
locationSource `csv-import` and locationPrecision `unknown` (the file's coordinates say nothing of
their precision).

| Column | Required | Rule |
|---|---|---|
| restaurantName | yes | at most 255 characters |
| emailAddress | yes | valid email, not used by any account nor by an earlier row |
| password | yes | the password rule (8+ characters, lower, upper, digit, one of !@#$%^&*); the owner must change it at first sign-in |
| restaurantCategoryNames | yes | semicolon-separated names of existing restaurant categories (case ignored), at least one |
| streetAddress | yes | at most 255 characters |
| city | no | at most 255 characters |
| state | no | at most 255 characters |
| zipCode | no | at most 20 characters |
| country | no | at most 255 characters |
| latitude | yes | decimal number from -90 to 90 |
| longitude | yes | decimal number from -180 to 180 |
| phoneNumber | yes | a valid US number; the location's phoneCountryCode is +1 |

The whole file is checked before anything is written: if any row is bad nothing is imported and
the 400 body (`CsvImportError`) lists every problem found, by row (the header is row 1) and column.

 * @summary Create restaurant accounts, one per row, from a CSV file
 */
export const importRestaurantsFromCsv = (
    restaurantCsvUpload: RestaurantCsvUpload,
 options?: SecondParameter<typeof apiRequest>,) => {const formData = new FormData();
formData.append(`restaurant_csv`, restaurantCsvUpload.restaurant_csv)

      return apiRequest<CsvImportResult>(
      {url: `/admin/restaurant/import-restaurants-from-csv`, method: 'POST',
      headers: {'Content-Type': 'multipart/form-data', },
       data: formData
    },
      options);
    }
  /**
 * Method not shown by the console spec; POST (it creates). Multipart field `food_csv`.
Messages 'File uploaded successfully'; fallback 'Failed to upload File'.

File: UTF-8, comma-separated, RFC 4180 quoting, a header row naming the columns (any order,
exact names; unknown columns are refused), then one menu item per row. Items have no image.

| Column | Required | Rule |
|---|---|---|
| restaurantId | yes | id of an existing restaurant |
| foodItemName | yes | at most 150 characters |
| description | yes | not empty |
| price | yes | digits with up to 2 decimals (`^\d+(\.\d{1,2})?$`), dollars |
| foodCategoryName | yes | at most 50 characters; a name the restaurant does not have yet (case ignored) creates that menu category |
| tags | yes | semicolon-separated labels (`foodTagCategoryItemName`) of the food tag categories, at least one |

The whole file is checked before anything is written: if any row is bad nothing is imported and
the 400 body (`CsvImportError`) lists every problem found, by row (the header is row 1) and column.

 * @summary Create menu items, one per row, from a CSV file
 */
export const importFoodsFromCsv = (
    foodCsvUpload: FoodCsvUpload,
 options?: SecondParameter<typeof apiRequest>,) => {const formData = new FormData();
formData.append(`food_csv`, foodCsvUpload.food_csv)

      return apiRequest<CsvImportResult>(
      {url: `/admin/food/import-foods-from-csv`, method: 'POST',
      headers: {'Content-Type': 'multipart/form-data', },
       data: formData
    },
      options);
    }
  export type ImportRestaurantsFromCsvResult = NonNullable<Awaited<ReturnType<typeof importRestaurantsFromCsv>>>
export type ImportFoodsFromCsvResult = NonNullable<Awaited<ReturnType<typeof importFoodsFromCsv>>>
