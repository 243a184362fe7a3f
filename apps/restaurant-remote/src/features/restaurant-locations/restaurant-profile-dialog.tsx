import { Form, Formik } from 'formik';
import { useState } from 'react';
import type { Image, RestaurantDetailsResponse } from '@console/api-client';
import { FormDialog, FormDialogButtons, SelectField, showOnField, TextField, type SelectOption, type FieldErrorHandler } from '@console/ui';
import { restaurantProfileInitialValues, restaurantProfileSchema, type RestaurantProfileValues } from './restaurant-profile-schema';
import { RestaurantImageSet, useStoredImages, validateWithStoredImages } from './restaurant-image-set';

export interface RestaurantProfileDialogProps {
  details: RestaurantDetailsResponse;
  categories: { options: SelectOption[]; loading: boolean };
  /**
   * Resolves true when saved (the popup then closes); false keeps everything typed and picked, and a
   * refusal naming a field (a taken email) goes to `onFieldError`, shown on that field.
   */
  onSubmit: (values: RestaurantProfileValues, onFieldError: FieldErrorHandler) => Promise<boolean>;
  onRemoveImage: (image: Image) => Promise<boolean>;
  onClose: () => void;
}

/** Spec §2/§5: the Edit Restaurant Profile popup (name, categories, email, company-wide images). */
export function RestaurantProfileDialog({ details, categories, onSubmit, onRemoveImage, onClose }: RestaurantProfileDialogProps) {
  const [initialValues] = useState(() => restaurantProfileInitialValues(details));
  const images = useStoredImages(details.restaurant.companyWideImages, onRemoveImage);
  return (
    <FormDialog title="Edit Restaurant Profile" onClose={onClose}>
      <Formik
        initialValues={initialValues}
        validate={validateWithStoredImages<RestaurantProfileValues>(restaurantProfileSchema, images.stored.length)}
        validateOnMount
        onSubmit={async (values, form) => {
          if (await onSubmit(values, showOnField(form, values))) onClose();
        }}
      >
        <Form noValidate>
          <TextField name="restaurantName" label="Restaurant Name" autoComplete="off" />
          <SelectField
            name="restaurantCategoryIds"
            label="Restaurant Category"
            options={categories.options}
            isLoading={categories.loading}
            isMulti
            placeholder="Select categories"
          />
          {initialValues.hasEmail ? <TextField name="emailAddress" label="Email" type="email" autoComplete="off" /> : null}
          <RestaurantImageSet label="Company-wide Images" stored={images.stored} onRemoveImage={images.remove} />
          <FormDialogButtons submitLabel="Update" onCancel={onClose} />
        </Form>
      </Formik>
    </FormDialog>
  );
}
