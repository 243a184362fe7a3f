import * as yup from 'yup';
import { nameRules } from '@console/rules';
import { nameField } from '@console/rules/yup';

/** Spec §5 Food category title: required, at most 50 characters. */
export const categorySchema = yup.object({ foodCategoryName: nameField(nameRules.foodCategoryTitle) });

export type CategoryValues = yup.InferType<typeof categorySchema>;
