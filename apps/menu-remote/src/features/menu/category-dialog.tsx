import { Form, Formik } from 'formik';
import type { FoodCategory } from '@console/api-client';
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
import { categorySchema, type CategoryValues } from './category-schema';

export interface CategoryDialogProps {
  /** The category to rename; absent to add one. */
  category?: FoodCategory | null;
  /** A name to start with (typed in the menu item form's category picker). */
  initialName?: string;
  /**
   * Resolves true when saved (the popup then closes); false keeps what was typed, and a refusal naming
   * a field (a title in use) goes to `save.onFieldError`, shown on that field; a 412 (renamed since it
   * was opened) to `save.onConflict`. `save.base` is the category the name is based on (null: a new one).
   */
  onSubmit: (values: CategoryValues, save: VersionedSave<FoodCategory | null>) => Promise<boolean>;
  onClose: () => void;
}

const CONFLICT_FIELDS = [{ name: 'foodCategoryName', label: 'Category Title' }] as const satisfies ConflictField<CategoryValues>[];
const categoryValues = (category: FoodCategory | null, initialName = ''): CategoryValues => ({
  foodCategoryName: category?.categoryName ?? initialName,
});

/** Spec §2: the Add a Category and Edit a Category popups. */
export function CategoryDialog({ category, initialName = '', onSubmit, onClose }: CategoryDialogProps) {
  const edit = useEditVersion(category ?? null);
  return (
    <FormDialog title={category ? 'Edit a Category' : 'Add a Category'} onClose={onClose}>
      <Formik
        initialValues={categoryValues(category ?? null, initialName)}
        validationSchema={categorySchema}
        validateOnMount
        onSubmit={async (values, form) => {
          const save = { base: edit.base(), onFieldError: showOnField(form, values), onConflict: edit.onConflict };
          if (await onSubmit(values, save)) onClose();
        }}
      >
        <Form noValidate>
          <VersionConflictPanel edit={edit} fields={CONFLICT_FIELDS} toValues={(current) => categoryValues(current)} />
          <TextField name="foodCategoryName" label="Category Title" autoComplete="off" />
          <FormDialogButtons submitLabel={category ? 'Update' : 'Create'} onCancel={onClose} />
        </Form>
      </Formik>
    </FormDialog>
  );
}
