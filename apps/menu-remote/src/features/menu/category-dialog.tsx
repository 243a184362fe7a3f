import { Form, Formik } from 'formik';
import type { FoodCategory } from '@console/api-client';
import { FormDialog, FormDialogButtons, showOnField, TextField, type FieldErrorHandler } from '@console/ui';
import { categorySchema, type CategoryValues } from './category-schema';

export interface CategoryDialogProps {
  /** The category to rename; absent to add one. */
  category?: FoodCategory | null;
  /** A name to start with (typed in the menu item form's category picker). */
  initialName?: string;
  /**
   * Resolves true when saved (the popup then closes); false keeps what was typed, and a refusal naming
   * a field (a title in use) goes to `onFieldError`, shown on that field.
   */
  onSubmit: (values: CategoryValues, onFieldError: FieldErrorHandler) => Promise<boolean>;
  onClose: () => void;
}

/** Spec §2: the Add a Category and Edit a Category popups. */
export function CategoryDialog({ category, initialName = '', onSubmit, onClose }: CategoryDialogProps) {
  return (
    <FormDialog title={category ? 'Edit a Category' : 'Add a Category'} onClose={onClose}>
      <Formik
        initialValues={{ foodCategoryName: category?.categoryName ?? initialName }}
        validationSchema={categorySchema}
        validateOnMount
        onSubmit={async (values, form) => {
          if (await onSubmit(values, showOnField(form, values))) onClose();
        }}
      >
        <Form noValidate>
          <TextField name="foodCategoryName" label="Category Title" autoComplete="off" />
          <FormDialogButtons submitLabel={category ? 'Update' : 'Create'} onCancel={onClose} />
        </Form>
      </Formik>
    </FormDialog>
  );
}
