import { Form, Formik } from 'formik';
import type { RestaurantCategory } from '@console/api-client';
import { FormDialog, FormDialogButtons, showOnField, TextField, type FieldErrorHandler } from '@console/ui';
import { restaurantCategoryInitialValues, restaurantCategorySchema, type RestaurantCategoryValues } from './restaurant-category-schema';

export interface RestaurantCategoryDialogProps {
  /** The category to edit; absent to add one. */
  category?: RestaurantCategory | null;
  /**
   * Resolves true when saved (the dialog then closes), false to keep what was typed; a refusal that
   * names a field (a name in use) goes to `onFieldError`, shown on that field.
   */
  onSubmit: (values: RestaurantCategoryValues, onFieldError: FieldErrorHandler) => Promise<boolean>;
  onClose: () => void;
}

/** Spec §2: the Add and Edit Restaurant Category popups. */
export function RestaurantCategoryDialog({ category, onSubmit, onClose }: RestaurantCategoryDialogProps) {
  return (
    <FormDialog title={category ? 'Edit Restaurant Category' : 'Add Restaurant Category'} onClose={onClose}>
      <Formik
        initialValues={restaurantCategoryInitialValues(category)}
        validationSchema={restaurantCategorySchema}
        validateOnMount
        onSubmit={async (values, form) => {
          if (await onSubmit(values, showOnField(form, values))) onClose();
        }}
      >
        <Form noValidate>
          <TextField name="restaurantCategoryName" label="Restaurant Category Name" autoComplete="off" />
          <TextField name="description" label="Description" autoComplete="off" />
          <FormDialogButtons submitLabel={category ? 'Update' : 'Create'} onCancel={onClose} />
        </Form>
      </Formik>
    </FormDialog>
  );
}
