import { useEffect, useRef, useState } from 'react';
import { Form, Formik, type FormikHelpers } from 'formik';
import type { AccountStatus, MergePreview } from '@console/api-client';
import { FormDialog, FormDialogButtons, TextField } from '@console/ui';
import { mergeInitialValues, mergeSchema, type MergeValues } from './merge-schema';
import { MergeSummary } from './merge-summary';
import type { MergeOutcome } from './use-merge-restaurants';

export interface MergeDialogProps {
  /** The names being merged, for the user to check. */
  restaurantNames: string[];
  /** What the merge would do with this name (the API's preview); undefined after a failure (shown). */
  onPreview: (newRestaurantName: string) => Promise<MergePreview | undefined>;
  /** Merges what the preview showed; 'changed' when the restaurants changed since (nothing was merged). */
  onMerge: (preview: MergePreview, accountStatus?: AccountStatus) => Promise<MergeOutcome>;
  onClose: () => void;
}

/**
 * The merge popup: asks the new restaurant's name, then shows what the merge does, as the API previewed
 * it, before anything is done. A merge refused because the restaurants changed shows the new preview
 * (the person merges again knowingly); any failure keeps the popup open with what was typed.
 * Merging can take minutes; the button says so.
 */
export function MergeDialog({ restaurantNames, onPreview, onMerge, onClose }: MergeDialogProps) {
  const [preview, setPreview] = useState<MergePreview | null>(null);
  const summaryRef = useRef<HTMLElement>(null);
  const nameRef = useRef<HTMLDivElement>(null);
  const shownOnce = useRef(false);
  // Focus follows the step: the confirmation when it appears, the name again after Change name.
  useEffect(() => {
    if (preview) summaryRef.current?.focus();
    else if (shownOnce.current) nameRef.current?.querySelector('input')?.focus();
    shownOnce.current ||= preview !== null;
  }, [preview]);

  const showPreview = async (name: string, { setFieldValue }: Pick<FormikHelpers<MergeValues>, 'setFieldValue'>) => {
    const answer = await onPreview(name);
    if (answer) await setFieldValue('accountStatus', answer.accountStatus, false);
    // A preview that could not be had again leaves the name to check: never a confirmation out of date.
    setPreview(answer ?? null);
  };

  const submit = async (values: MergeValues, helpers: FormikHelpers<MergeValues>) => {
    if (!preview) return showPreview(values.newRestaurantName, helpers);

    // Only a choice other than the rule's is sent: the rule holds otherwise.
    const chosen = preview.canChooseAccountStatus && values.accountStatus !== preview.accountStatus ? values.accountStatus : undefined;
    const outcome = await onMerge(preview, chosen as AccountStatus | undefined);
    if (outcome === 'changed') await showPreview(values.newRestaurantName, helpers);
  };

  return (
    <FormDialog title="Merge Restaurant" onClose={onClose}>
      <Formik initialValues={mergeInitialValues} validationSchema={mergeSchema} validateOnMount onSubmit={submit}>
        {({ isSubmitting }) => (
          <Form noValidate>
            <p>Merging {restaurantNames.join(', ')} into one new restaurant.</p>
            {preview ? (
              <MergeSummary ref={summaryRef} preview={preview} onChangeName={isSubmitting ? undefined : () => setPreview(null)} />
            ) : (
              <div ref={nameRef}>
                <TextField name="newRestaurantName" label="New Restaurant Name" autoComplete="off" />
              </div>
            )}
            {preview ? (
              <FormDialogButtons submitLabel="Merge" busyLabel="Merging..." onCancel={onClose} lockWhileBusy />
            ) : (
              <FormDialogButtons submitLabel="Review Merge" busyLabel="Checking..." onCancel={onClose} lockWhileBusy />
            )}
          </Form>
        )}
      </Formik>
    </FormDialog>
  );
}
