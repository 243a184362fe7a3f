import { Form, Formik } from 'formik';
import { useState } from 'react';
import type { Address, Image } from '@console/api-client';
import { AddressSearchField } from '@console/address-search';
import { FormDialog, FormDialogButtons, PhoneField } from '@console/ui';
import { locationInitialValues, locationSchema, type LocationValues } from './location-schema';
import { RestaurantImageSet, useStoredImages, validateWithStoredImages } from './restaurant-image-set';

export interface LocationDialogProps {
  /** The location to edit; absent to add one. */
  address?: Address | null;
  /** Resolves true when saved (the popup then closes); false keeps everything typed and picked. */
  onSubmit: (values: LocationValues) => Promise<boolean>;
  onRemoveImage: (image: Image) => Promise<boolean>;
  onClose: () => void;
}

/** Spec §2/§5: the Add and Edit Restaurant Location popups. */
export function LocationDialog({ address, onSubmit, onRemoveImage, onClose }: LocationDialogProps) {
  const [initialValues] = useState(() => locationInitialValues(address));
  const images = useStoredImages(address?.locationSpecificImages ?? [], onRemoveImage);
  return (
    <FormDialog title={address ? 'Edit Restaurant Location' : 'Add Restaurant Location'} onClose={onClose}>
      <Formik
        initialValues={initialValues}
        validate={validateWithStoredImages<LocationValues>(locationSchema, images.stored.length)}
        validateOnMount
        onSubmit={async (values) => {
          if (await onSubmit(values)) onClose();
        }}
      >
        <Form noValidate>
          <AddressSearchField name="location" label="Location" />
          <PhoneField name="location.phoneNumber" label="Phone Number" />
          <RestaurantImageSet label="Location Images" stored={images.stored} onRemoveImage={images.remove} />
          <FormDialogButtons submitLabel={address ? 'Update' : 'Create'} onCancel={onClose} />
        </Form>
      </Formik>
    </FormDialog>
  );
}
