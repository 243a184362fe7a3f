import { Form, Formik } from 'formik';
import { useState } from 'react';
import { parsePhoneNumberFromString } from 'libphonenumber-js';
import type { Address, Image } from '@console/api-client';
import { AddressSearchField } from '@console/address-search';
import {
  FormDialog,
  FormDialogButtons,
  PhoneField,
  showOnField,
  useEditVersion,
  VersionConflictPanel,
  type ConflictField,
  type VersionedSave,
} from '@console/ui';
import { locationInitialValues, locationSchema, type LocationValues } from './location-schema';
import { RestaurantImageSet, useStoredImages, validateWithStoredImages } from './restaurant-image-set';

export interface LocationDialogProps {
  /** The location to edit; absent to add one. */
  address?: Address | null;
  /**
   * Resolves true when saved (the popup then closes); false keeps everything typed and picked.
   * `save.base` is the location the values are based on (null: a new one); a 412 goes to `save.onConflict`.
   */
  onSubmit: (values: LocationValues, save: VersionedSave<Address | null>) => Promise<boolean>;
  /** Deletes one of the location's images, from the location's `version`; resolves whether it went. */
  onRemoveImage: (image: Image, version: number) => Promise<boolean>;
  onClose: () => void;
}

/** The address as the table and the search field show it: street, city, state and ZIP. */
const addressLine = (value: unknown) => {
  const { streetAddress, city, state, zipCode } = value as LocationValues['location'];
  return [streetAddress, city, [state, zipCode].filter(Boolean).join(' ')].filter(Boolean).join(', ') || '(empty)';
};
const CONFLICT_FIELDS = [
  { name: 'location', label: 'Location', format: addressLine },
  // As the table shows it: (512) 555-0100.
  {
    name: 'phoneNumber',
    label: 'Phone Number',
    format: (value) => parsePhoneNumberFromString(String(value ?? ''))?.formatNational() ?? '(empty)',
  },
] as const satisfies ConflictField<LocationValues>[];

/** Spec §2/§5: the Add and Edit Restaurant Location popups. */
export function LocationDialog({ address, onSubmit, onRemoveImage, onClose }: LocationDialogProps) {
  const [initialValues] = useState(() => locationInitialValues(address));
  const edit = useEditVersion(address ?? null);
  const images = useStoredImages(address?.locationSpecificImages ?? [], async (image) => {
    const base = edit.base();
    if (!base) return false;
    const removed = await onRemoveImage(image, base.version);
    // Removing an image is a change of the location: the form goes on from the version that made.
    if (removed) edit.advance({ ...base, version: base.version + 1 });
    return removed;
  });
  return (
    <FormDialog title={address ? 'Edit Restaurant Location' : 'Add Restaurant Location'} onClose={onClose}>
      <Formik
        initialValues={initialValues}
        validate={validateWithStoredImages<LocationValues>(locationSchema, images.stored.length)}
        validateOnMount
        onSubmit={async (values, form) => {
          const save = { base: edit.base(), onFieldError: showOnField(form, values), onConflict: edit.onConflict };
          if (await onSubmit(values, save)) onClose();
        }}
      >
        <Form noValidate>
          <VersionConflictPanel edit={edit} fields={CONFLICT_FIELDS} toValues={locationInitialValues} />
          <AddressSearchField name="location" label="Location" />
          <PhoneField name="phoneNumber" label="Phone Number" />
          <RestaurantImageSet label="Location Images" stored={images.stored} onRemoveImage={images.remove} />
          <FormDialogButtons submitLabel={address ? 'Update' : 'Create'} onCancel={onClose} />
        </Form>
      </Formik>
    </FormDialog>
  );
}
