import { Form, Formik, useFormikContext } from 'formik';
import { useState } from 'react';
import type { Image, RestaurantDetailsResponse } from '@console/api-client';
import {
  FormDialog,
  FormDialogButtons,
  SelectField,
  showOnField,
  TextField,
  useEditVersion,
  VersionConflictPanel,
  type ConflictField,
  type SelectOption,
  type VersionConflictAnswer,
  type VersionedSave,
} from '@console/ui';
import {
  changesSignInEmail,
  restaurantProfileInitialValues,
  restaurantProfileSchema,
  type RestaurantProfileValues,
} from './restaurant-profile-schema';
import { RestaurantImageSet, useStoredImages, validateWithStoredImages } from './restaurant-image-set';

export interface RestaurantProfileDialogProps {
  details: RestaurantDetailsResponse;
  categories: { options: SelectOption[]; loading: boolean };
  /**
   * Resolves true when saved (the popup then closes); false keeps everything typed and picked. `save.base`
   * is the profile the values are based on (its version goes with the change); a refusal naming a field
   * (a taken email) goes to `save.onFieldError`, shown on that field; a 412 to `save.onConflict`.
   */
  onSubmit: (values: RestaurantProfileValues, save: VersionedSave<RestaurantDetailsResponse>) => Promise<boolean>;
  /** Deletes a company-wide image, from the profile's `version`; resolves whether it went. */
  onRemoveImage: (image: Image, version: number) => Promise<boolean>;
  onClose: () => void;
}

/** The profile a 412 brings, as the popup was opened with it (the restaurant alone, or its whole read). */
const detailsOf = (current: unknown, base: RestaurantDetailsResponse): RestaurantDetailsResponse =>
  current && typeof current === 'object' && 'restaurant' in current
    ? (current as RestaurantDetailsResponse)
    : { ...base, restaurant: current as RestaurantDetailsResponse['restaurant'] };

/** The password in use, asked for once the email is changed (the API refuses a new sign-in email without it). */
function CurrentPasswordForNewEmail() {
  const { values } = useFormikContext<RestaurantProfileValues>();
  if (!changesSignInEmail(values)) return null;
  return <TextField name="currentPassword" label="Current Password" type="password" autoComplete="current-password" />;
}

/** Spec §2/§5: the Edit Restaurant Profile popup (name, categories, email, company-wide images). */
export function RestaurantProfileDialog({ details, categories, onSubmit, onRemoveImage, onClose }: RestaurantProfileDialogProps) {
  const [initialValues] = useState(() => restaurantProfileInitialValues(details));
  const edit = useEditVersion(details);
  const images = useStoredImages(details.restaurant.companyWideImages, async (image) => {
    const base = edit.base();
    const removed = await onRemoveImage(image, base.restaurant.version);
    // Removing an image is a change of the profile: the form goes on from the version that made.
    if (removed) edit.advance({ ...base, restaurant: { ...base.restaurant, version: base.restaurant.version + 1 } });
    return removed;
  });
  const onConflict = (answer: VersionConflictAnswer) => edit.onConflict({ ...answer, current: detailsOf(answer.current, edit.base()) });
  const categoryNames = (value: unknown) =>
    ((value ?? []) as string[]).map((id) => categories.options.find((option) => option.value === id)?.label ?? id).join(', ') || '(empty)';
  const conflictFields: ConflictField<RestaurantProfileValues>[] = [
    { name: 'restaurantName', label: 'Restaurant Name' },
    { name: 'restaurantCategoryIds', label: 'Restaurant Category', format: categoryNames },
    ...(initialValues.hasEmail ? [{ name: 'emailAddress' as const, label: 'Email' }] : []),
  ];
  return (
    <FormDialog title="Edit Restaurant Profile" onClose={onClose}>
      <Formik
        initialValues={initialValues}
        validate={validateWithStoredImages<RestaurantProfileValues>(restaurantProfileSchema, images.stored.length)}
        validateOnMount
        onSubmit={async (values, form) => {
          if (await onSubmit(values, { base: edit.base(), onFieldError: showOnField(form, values), onConflict })) onClose();
        }}
      >
        <Form noValidate>
          <VersionConflictPanel edit={edit} fields={conflictFields} toValues={restaurantProfileInitialValues} />
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
          <CurrentPasswordForNewEmail />
          <RestaurantImageSet label="Company-wide Images" stored={images.stored} onRemoveImage={images.remove} />
          <FormDialogButtons submitLabel="Update" onCancel={onClose} />
        </Form>
      </Formik>
    </FormDialog>
  );
}
