import { Form, Formik } from 'formik';
import { FormDialog, FormDialogButtons, TextField } from '@console/ui';
import { mergeInitialValues, mergeSchema, type MergeValues } from './merge-schema';

export interface MergeDialogProps {
  /** The names being merged, for the user to check. */
  restaurantNames: string[];
  /** Resolves when the merge call settles; a failure keeps the popup open. */
  onMerge: (values: MergeValues) => Promise<void>;
  onClose: () => void;
}

/** The merge popup: asks the new restaurant's name. Merging can take minutes; the button says so. */
export function MergeDialog({ restaurantNames, onMerge, onClose }: MergeDialogProps) {
  return (
    <FormDialog title="Merge Restaurant" onClose={onClose}>
      <Formik initialValues={mergeInitialValues} validationSchema={mergeSchema} validateOnMount onSubmit={onMerge}>
        <Form noValidate>
          <p>Merging {restaurantNames.join(', ')} into one new restaurant.</p>
          <TextField name="newRestaurantName" label="New Restaurant Name" autoComplete="off" />
          <FormDialogButtons submitLabel="Merge" busyLabel="Merging..." onCancel={onClose} lockWhileBusy />
        </Form>
      </Formik>
    </FormDialog>
  );
}
