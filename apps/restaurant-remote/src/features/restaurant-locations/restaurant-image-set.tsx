import { useEffect, useState } from 'react';
import { useFormikContext, validateYupSchema, yupToFormErrors, type FormikErrors, type FormikValues } from 'formik';
import type { AnyObjectSchema } from 'yup';
import type { Image } from '@console/api-client';
import { ConfirmDialog, ImageSetField } from '@console/ui';
import { IMAGE_ACCEPT, imageFileProblem, MAX_IMAGES_PER_SET } from '@console/rules';

/**
 * Formik validation by `schema` with the count of images the set already holds (the schema's image
 * field counts them against the limit). The saved images are not form input: removing one is a call
 * of its own, so it must not make the form look edited.
 */
export const validateWithStoredImages =
  <Values extends FormikValues>(schema: AnyObjectSchema, storedImageCount: number) =>
  (values: Values): Promise<FormikErrors<Values>> =>
    validateYupSchema(values, schema, false, { storedImageCount }).then(
      () => ({}),
      (error) => yupToFormErrors(error),
    );

export interface RestaurantImageSetProps {
  label: string;
  /** The set's saved images. */
  stored: Image[];
  /** Deletes a saved image at once; resolves whether it went (the caller then drops it from `stored`). */
  onRemoveImage: (image: Image) => Promise<boolean>;
}

/**
 * A popup's image set: the saved images and the form's `restaurantImages` picks. Removing a saved image
 * asks first, then deletes it through the API; the form is judged again, as the set has room again.
 */
export function RestaurantImageSet({ label, stored, onRemoveImage }: RestaurantImageSetProps) {
  const { validateForm } = useFormikContext();
  const [removing, setRemoving] = useState<Image | null>(null);
  const [busyId, setBusyId] = useState<number | null>(null);

  useEffect(() => {
    void validateForm();
  }, [stored.length, validateForm]);

  const confirm = async () => {
    if (!removing) return;
    setBusyId(removing.imageId);
    // Spec §4: a delete popup closes whatever the outcome; the failure toast comes from the call.
    await onRemoveImage(removing);
    setBusyId(null);
    setRemoving(null);
  };

  return (
    <>
      <ImageSetField
        name="restaurantImages"
        label={label}
        stored={stored.map((image) => ({ id: image.imageId, url: image.imageFileUrl }))}
        max={MAX_IMAGES_PER_SET}
        accept={IMAGE_ACCEPT}
        refuse={(file) => imageFileProblem(file.name)}
        removingId={busyId}
        onRemoveStored={(image) => setRemoving(stored.find((saved) => saved.imageId === image.id) ?? null)}
      />
      {removing ? (
        <ConfirmDialog
          title="Delete Image"
          message="Are you sure you want to delete this image? It is deleted at once, whether or not you save this form."
          confirmLabel="Yes, Delete!"
          cancelLabel="Cancel"
          onCancel={() => setRemoving(null)}
          onConfirm={confirm}
        />
      ) : null}
    </>
  );
}

/** The saved images a popup shows, less those removed while it is open. */
export function useStoredImages(initial: Image[], removeImage: (image: Image) => Promise<boolean>) {
  const [stored, setStored] = useState(initial);
  const remove = async (image: Image) => {
    const removed = await removeImage(image);
    if (removed) setStored((current) => current.filter((kept) => kept.imageId !== image.imageId));
    return removed;
  };
  return { stored, remove };
}
