import { Form, Formik } from 'formik';
import { useMemo, useState } from 'react';
import type { FoodCategory, FoodItem, FoodTagCategory } from '@console/api-client';
import { IMAGE_ACCEPT } from '@console/rules';
import {
  FormDialog,
  FormDialogButtons,
  ImageField,
  SelectField,
  TextAreaField,
  TextField,
  showOnField,
  useEditVersion,
  VersionConflictPanel,
  type ConflictField,
  type SelectOption,
  type FieldErrorHandler,
  type VersionedSave,
} from '@console/ui';
import { CategoryDialog } from './category-dialog';
import type { CategoryValues } from './category-schema';
import { foodItemInitialValues, foodItemSchema, type FoodItemValues } from './food-item-schema';
import { sortMenuCategories, WITHOUT_CATEGORY_ID } from './menu-categories';
import { TagPicker } from './tag-picker';

export interface FoodItemDialogProps {
  /** The item to edit; absent to add one. */
  item?: FoodItem | null;
  /** A new item's category to start with (added from that category's section). */
  categoryId?: number;
  categories: FoodCategory[] | null;
  tagCategories: FoodTagCategory[] | null;
  /**
   * Resolves true when saved (the popup then closes); false keeps what was typed and picked. `save.base`
   * is the item the values are based on (its version goes with the change); a 412 goes to
   * `save.onConflict`, shown beside what was typed.
   */
  onSubmit: (values: FoodItemValues, save: VersionedSave<FoodItem | null>) => Promise<boolean>;
  /** Creates a category typed in the picker; resolves to its id, or null (the Add a Category popup stays). */
  onCreateCategory: (values: CategoryValues, onFieldError?: FieldErrorHandler) => Promise<number | null>;
  onClose: () => void;
}

/** The other attributes as the tag picker lists them, per tag category. */
const attributesText = (value: unknown) => {
  const text = Object.entries((value ?? {}) as Record<string, string[]>)
    .map(([name, attributes]) => `${name}: ${attributes.join(', ')}`)
    .join('; ');
  return text || '(empty)';
};

/** Spec §2/§5: the Add a Menu Item and Edit Menu Item popups. */
export function FoodItemDialog({ item, categoryId, categories, tagCategories, onSubmit, onCreateCategory, onClose }: FoodItemDialogProps) {
  const edit = useEditVersion(item ?? null);
  const [initialValues] = useState(() => {
    const values = foodItemInitialValues(item, tagCategories ?? []);
    return !item && categoryId !== undefined && categoryId !== WITHOUT_CATEGORY_ID
      ? { ...values, foodCategoryId: String(categoryId) }
      : values;
  });
  const [newCategoryName, setNewCategoryName] = useState<string | null>(null);
  const options = useMemo<SelectOption[]>(
    () =>
      sortMenuCategories(categories ?? [])
        .filter((category) => category.categoryId !== WITHOUT_CATEGORY_ID)
        .map((category) => ({ value: String(category.categoryId), label: category.categoryName })),
    [categories],
  );
  // Compared in the 412 panel as the form shows them: the category by its name, the tags joined.
  const current = edit.conflict?.current;
  const conflictFields = useMemo<ConflictField<FoodItemValues>[]>(() => {
    // A category the other person just made may not be listed here yet: the item itself names it.
    const categoryName = (value: unknown) =>
      options.find((option) => option.value === value)?.label ??
      [current, item].find((known) => known && String(known.foodCategory.categoryId) === value)?.foodCategory.categoryName ??
      '(empty)';
    return [
      { name: 'foodItemName', label: 'Item Name' },
      { name: 'description', label: 'Description' },
      { name: 'foodCategoryId', label: 'Category', format: categoryName },
      { name: 'price', label: 'Price ($)' },
      { name: 'tags', label: 'Tags' },
      { name: 'attributes', label: 'Other attributes', format: attributesText },
    ];
  }, [options, current, item]);
  const toValues = (object: FoodItem | null) => foodItemInitialValues(object, tagCategories ?? []);

  return (
    <FormDialog title={item ? 'Edit Menu Item' : 'Add a Menu Item'} onClose={onClose}>
      <Formik
        initialValues={initialValues}
        validationSchema={foodItemSchema}
        validateOnMount
        onSubmit={async (values, form) => {
          const save = { base: edit.base(), onFieldError: showOnField(form, values), onConflict: edit.onConflict };
          if (await onSubmit(values, save)) onClose();
        }}
      >
        {({ setFieldValue }) => (
          <Form noValidate className="menu-item-form">
            <VersionConflictPanel edit={edit} fields={conflictFields} toValues={toValues} />
            <TextField name="foodItemName" label="Item Name" autoComplete="off" />
            <TextAreaField name="description" label="Description" rows={3} />
            <SelectField
              name="foodCategoryId"
              label="Category"
              options={options}
              isLoading={!categories}
              placeholder="Select or type a new category"
              onCreateOption={setNewCategoryName}
              formatCreateLabel={(text) => `Add category "${text}"`}
            />
            <TextField name="price" label="Price ($)" inputMode="decimal" autoComplete="off" />
            {/* The image before the long tag list, and the buttons kept in view (menu.css), so neither is lost below it. */}
            <ImageField name="image" label="Item Image" currentUrl={item?.FoodItemImageUrl} accept={IMAGE_ACCEPT} />
            <TagPicker tagCategories={tagCategories} />
            <FormDialogButtons submitLabel={item ? 'Update' : 'Create'} onCancel={onClose} />
            {newCategoryName !== null ? (
              <CategoryDialog
                initialName={newCategoryName}
                onSubmit={async (values, save) => {
                  const categoryId = await onCreateCategory(values, save.onFieldError);
                  if (categoryId === null) return false;
                  await setFieldValue('foodCategoryId', String(categoryId));
                  return true;
                }}
                onClose={() => setNewCategoryName(null)}
              />
            ) : null}
          </Form>
        )}
      </Formik>
    </FormDialog>
  );
}
