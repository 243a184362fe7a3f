import { Form, Formik } from 'formik';
import type { RestaurantCategory } from '@console/api-client';
import {
  FormDialog,
  FormDialogButtons,
  showOnField,
  TextField,
  useEditVersion,
  VersionConflictPanel,
  type ConflictField,
  type VersionedSave,
} from '@console/ui';
import { restaurantCategoryInitialValues, restaurantCategorySchema, type RestaurantCategoryValues } from './restaurant-category-schema';

export interface RestaurantCategoryDialogProps {
  /** The category to edit; absent to add one. */
  category?: RestaurantCategory | null;
  /**
   * Resolves true when saved (the dialog then closes), false to keep what was typed; a refusal that
   * names a field (a name in use) goes to `save.onFieldError`, shown on that field; a 412 (changed
   * since it was opened) to `save.onConflict`, shown beside what was typed. `save.base` is the version
   * the values are based on.
   */
  onSubmit: (values: RestaurantCategoryValues, save: VersionedSave<RestaurantCategory | null | undefined>) => Promise<boolean>;
  onClose: () => void;
}

const CONFLICT_FIELDS = [
  { name: 'restaurantCategoryName', label: 'Restaurant Category Name' },
  { name: 'description', label: 'Description' },
] as const satisfies ConflictField<RestaurantCategoryValues>[];

/** Spec §2: the Add and Edit Restaurant Category popups. */
export function RestaurantCategoryDialog({ category, onSubmit, onClose }: RestaurantCategoryDialogProps) {
  const edit = useEditVersion(category);
  return (
    <FormDialog title={category ? 'Edit Restaurant Category' : 'Add Restaurant Category'} onClose={onClose}>
      <Formik
        initialValues={restaurantCategoryInitialValues(category)}
        validationSchema={restaurantCategorySchema}
        validateOnMount
        onSubmit={async (values, form) => {
          const save = { base: edit.base(), onFieldError: showOnField(form, values), onConflict: edit.onConflict };
          if (await onSubmit(values, save)) onClose();
        }}
      >
        <Form noValidate>
          <VersionConflictPanel edit={edit} fields={CONFLICT_FIELDS} toValues={restaurantCategoryInitialValues} />
          <TextField name="restaurantCategoryName" label="Restaurant Category Name" autoComplete="off" />
          <TextField name="description" label="Description" autoComplete="off" />
          <FormDialogButtons submitLabel={category ? 'Update' : 'Create'} onCancel={onClose} />
        </Form>
      </Formik>
    </FormDialog>
  );
}
