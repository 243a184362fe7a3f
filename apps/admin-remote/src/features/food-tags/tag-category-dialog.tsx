import { Form, Formik } from 'formik';
import { FormDialog, FormDialogButtons, showOnField, TextField, type FieldErrorHandler } from '@console/ui';
import { tagCategorySchema, type TagCategoryValues } from './food-tag-schema';

export interface TagCategoryDialogProps {
  /** Resolves true when saved (the dialog then closes); a name in use goes to `save.onFieldError`. */
  onSubmit: (values: TagCategoryValues, save: { onFieldError: FieldErrorHandler }) => Promise<boolean>;
  onClose: () => void;
}

/** Add Tag Category: a new group of tags, after the others in the menu item form. */
export function TagCategoryDialog({ onSubmit, onClose }: TagCategoryDialogProps) {
  return (
    <FormDialog title="Add Tag Category" onClose={onClose}>
      <Formik
        initialValues={{ foodTagCategoryName: '' }}
        validationSchema={tagCategorySchema}
        validateOnMount
        onSubmit={async (values, form) => {
          if (await onSubmit(values, { onFieldError: showOnField(form, values) })) onClose();
        }}
      >
        <Form noValidate>
          <TextField name="foodTagCategoryName" label="Tag Category Name" autoComplete="off" />
          <FormDialogButtons submitLabel="Create" onCancel={onClose} />
        </Form>
      </Formik>
    </FormDialog>
  );
}
