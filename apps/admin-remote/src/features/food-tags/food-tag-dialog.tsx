import { Form, Formik } from 'formik';
import type { FoodTagCategory } from '@console/api-client';
import {
  FormDialog,
  FormDialogButtons,
  SelectField,
  showOnField,
  TextField,
  useEditVersion,
  VersionConflictPanel,
  type ConflictField,
  type VersionedSave,
} from '@console/ui';
import { foodTagInitialValues, foodTagSchema, type FoodTagRow, type FoodTagValues } from './food-tag-schema';

export interface FoodTagDialogProps {
  /** The tag to rename; absent to add one. */
  tag?: FoodTagRow | null;
  /** The tag categories a new tag can join. */
  categories: FoodTagCategory[];
  /**
   * Resolves true when saved (the dialog then closes), false to keep what was typed; a name in use goes
   * to `save.onFieldError`, a 412 (renamed since it was opened) to `save.onConflict`.
   */
  onSubmit: (values: FoodTagValues, save: VersionedSave<FoodTagRow | null | undefined>) => Promise<boolean>;
  onClose: () => void;
}

const CONFLICT_FIELDS = [{ name: 'foodTagCategoryItemName', label: 'Tag Name' }] as const satisfies ConflictField<FoodTagValues>[];

/** Add Food Tag (a tag category and a name) and Rename Food Tag (the name; the items that carry it follow). */
export function FoodTagDialog({ tag, categories, onSubmit, onClose }: FoodTagDialogProps) {
  const edit = useEditVersion(tag);
  // A 412 brings the tag as listed, without its category: the category stays the opened one's.
  const toValues = (current: FoodTagRow | null | undefined) => foodTagInitialValues(tag && current ? { ...tag, ...current } : current);
  const options = categories.map((category) => ({ value: String(category.foodTagCategoryId), label: category.foodTagCategoryName }));
  return (
    <FormDialog title={tag ? 'Rename Food Tag' : 'Add Food Tag'} onClose={onClose}>
      <Formik
        initialValues={foodTagInitialValues(tag)}
        validationSchema={foodTagSchema}
        validateOnMount
        onSubmit={async (values, form) => {
          const save = { base: edit.base(), onFieldError: showOnField(form, values), onConflict: edit.onConflict };
          if (await onSubmit(values, save)) onClose();
        }}
      >
        <Form noValidate>
          <VersionConflictPanel edit={edit} fields={CONFLICT_FIELDS} toValues={toValues} />
          {tag ? (
            <p className="ui-field__hint">
              {tag.foodTagCategoryName}
              {tag.foodCount
                ? ` · the ${tag.foodCount === 1 ? 'menu item that has it' : `${tag.foodCount} menu items that have it`} will carry the new name`
                : ''}
            </p>
          ) : (
            <SelectField name="foodTagCategoryId" label="Tag Category" options={options} placeholder="Select a tag category" />
          )}
          <TextField name="foodTagCategoryItemName" label="Tag Name" autoComplete="off" />
          <FormDialogButtons submitLabel={tag ? 'Update' : 'Create'} onCancel={onClose} />
        </Form>
      </Formik>
    </FormDialog>
  );
}
