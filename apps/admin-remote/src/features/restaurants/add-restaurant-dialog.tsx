import './add-restaurant-dialog.css';
import { FieldArray, Form, Formik, type FormikHelpers } from 'formik';
import { useState } from 'react';
import {
  ConfirmDialog,
  FormDialog,
  FormDialogButtons,
  PhoneField,
  SelectField,
  TextField,
  Button,
  IconButton,
  FormError,
  type SelectOption,
  showOnField,
  type FieldErrorHandler,
} from '@console/ui';
import { AddressSearchField } from '@console/address-search';
import { addRestaurantInitialValues, addRestaurantSchema, newLocation, type AddRestaurantValues } from './add-restaurant-schema';

export interface AddRestaurantDialogProps {
  /** The restaurant categories to pick from. */
  categoryOptions: SelectOption[];
  categoriesLoading: boolean;
  /**
   * Creates the restaurant; resolves true when it was created (the popup then closes); a refusal
   * naming a field (a taken email) goes to `onFieldError`, shown on that field.
   */
  onCreate: (values: AddRestaurantValues, onFieldError: FieldErrorHandler) => Promise<boolean>;
  onClose: () => void;
}

export const DELETE_LOCATION_MESSAGE =
  "Are you sure you want to delete this location? All of this location's data, including menu items and deals, will be deleted.";

/** Spec §2/§5: the Add New Restaurant Account popup. A failed create keeps it open with what was typed. */
export function AddRestaurantDialog({ categoryOptions, categoriesLoading, onCreate, onClose }: AddRestaurantDialogProps) {
  const [removing, setRemoving] = useState<number | null>(null);
  const [initialValues] = useState(addRestaurantInitialValues);

  // The create call made the restaurant lists stale; they reload through the cache.
  const submit = async (values: AddRestaurantValues, form: FormikHelpers<AddRestaurantValues>) => {
    if (await onCreate(values, showOnField(form, values))) onClose();
  };

  return (
    <FormDialog title="Add New Restaurant Account" onClose={onClose}>
      <Formik initialValues={initialValues} validationSchema={addRestaurantSchema} validateOnMount onSubmit={submit}>
        {({ values, errors }) => (
          <Form noValidate className="admin-add-restaurant">
            <TextField name="restaurantName" label="Restaurant Name" autoComplete="off" />
            <TextField name="emailAddress" label="Email" type="email" autoComplete="off" />
            <SelectField
              name="restaurantCategoryIds"
              label="Restaurant Category"
              options={categoryOptions}
              isLoading={categoriesLoading}
              isMulti
              placeholder="Select categories"
            />
            <TextField name="password" label="Create Password" type="password" autoComplete="new-password" />
            <FieldArray name="locations">
              {({ push, remove }) => (
                <>
                  {values.locations.map((location, index) => (
                    <fieldset key={location.key} className="admin-add-restaurant__location">
                      <legend>Location {index + 1}</legend>
                      {index > 0 ? (
                        <IconButton
                          icon="trash"
                          className="admin-add-restaurant__trash"
                          label={`Delete Location ${index + 1}`}
                          onClick={() => setRemoving(index)}
                        />
                      ) : null}
                      <AddressSearchField name={`locations.${index}`} label={`Location ${index + 1} address`} />
                      <PhoneField name={`locations.${index}.phoneNumber`} label={`Location ${index + 1} phone number`} />
                    </fieldset>
                  ))}
                  {typeof errors.locations === 'string' ? <FormError>{errors.locations}</FormError> : null}
                  <Button variant="link" className="admin-add-restaurant__add-location" onClick={() => push(newLocation())}>
                    Add Another Location
                  </Button>
                  {removing !== null ? (
                    <ConfirmDialog
                      title="Delete Location"
                      message={DELETE_LOCATION_MESSAGE}
                      confirmLabel="Yes, delete it!"
                      cancelLabel="Cancel"
                      onCancel={() => setRemoving(null)}
                      onConfirm={() => {
                        remove(removing);
                        setRemoving(null);
                      }}
                    />
                  ) : null}
                </>
              )}
            </FieldArray>
            <FormDialogButtons submitLabel="Create" onCancel={onClose} />
          </Form>
        )}
      </Formik>
    </FormDialog>
  );
}
