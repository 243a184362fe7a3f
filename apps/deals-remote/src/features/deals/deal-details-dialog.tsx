import { Form, Formik, useField, useFormikContext } from 'formik';
import { useRef, useState } from 'react';
import {
  Button,
  ConfirmDialog,
  FormDialog,
  FormDialogActions,
  FormDialogButtons,
  RadioGroupField,
  SelectField,
  TextField,
  useUnsavedChanges,
  type SelectOption,
} from '@console/ui';
import { dealDetailsSchema, type DealValues } from '../../shared/deal-values';
import { DealSummaryDialog } from '../../shared/deal-summary-dialog';

export interface DealDetailsDialogProps {
  /**
   * Present when editing: adds the Active checkbox, lifts the past-date rule, offers Delete, and Save
   * (the details with the deal's current items, without a pass through the picker).
   */
  edit?: {
    onDelete: () => Promise<boolean>;
    /** Updates the deal with these values (its current items in `foodIds`); true once saved. */
    onSave: (values: DealValues) => Promise<boolean>;
    /** The deal's current items, for the summary. */
    itemNames: readonly string[];
    /** Whether the deal is active now (what a save notifies depends on it). */
    wasActive: boolean;
  };
  initialValues: DealValues;
  locations: { options: SelectOption[]; loading: boolean };
  /** Goes on to the item picker with these details. */
  onNext: (values: DealValues) => void;
  onClose: () => void;
}

/** Spec §5: Unlimited Use and One-Time Use, one of which is needed: a choice of one. */
const CLAIM_OPTIONS = [
  { value: 'unlimited', label: 'Unlimited Use' },
  { value: 'one-time', label: 'One-Time Use' },
] as const;

/** Spec §2/§5: the Add Deal and Edit Deal popups (the details; the items are picked next, or kept on Save). */
export function DealDetailsDialog({ edit, initialValues, locations, onNext, onClose }: DealDetailsDialogProps) {
  const [deleting, setDeleting] = useState(false);
  const [summary, setSummary] = useState<DealValues | null>(null);
  // Which button submitted the form: Save (edit only) or Select Menu Items.
  const saving = useRef(false);
  const locationLabel = (values: DealValues) =>
    locations.options.find((option) => option.value === values.restaurantAddressId)?.label ?? '';
  return (
    <FormDialog title={edit ? 'Edit Deal' : 'Add Deal'} onClose={onClose}>
      <Formik
        initialValues={initialValues}
        validationSchema={dealDetailsSchema({ forEdit: Boolean(edit) })}
        validateOnMount
        // Async, so Formik ends its submit (a synchronous one stays 'submitting'): Back from the summary finds Save enabled.
        onSubmit={async (values) => (saving.current ? setSummary(values) : onNext(values))}
      >
        <Form noValidate className="deal-details">
          <SelectField
            name="restaurantAddressId"
            label="Location"
            options={locations.options}
            isLoading={locations.loading}
            placeholder="Select a location"
          />
          <TextField name="dealTitle" label="Deal Title" autoComplete="off" />
          <div className="deal-details__dates">
            <TextField name="startDate" label="Start Date" type="date" />
            <TextField name="endDate" label="End Date" type="date" />
          </div>
          <RadioGroupField name="claimOption" label="Claims per user" options={CLAIM_OPTIONS} className="deal-details__claims" />
          {edit ? <ActiveField /> : null}
          {edit ? (
            <Button variant="danger" className="deal-details__delete" onClick={() => setDeleting(true)}>
              Delete Deal
            </Button>
          ) : null}
          {edit ? (
            <EditButtons onCancel={onClose} onSubmitWith={(save) => (saving.current = save)} />
          ) : (
            <FormDialogButtons submitLabel="Select Menu Items" busyLabel="Select Menu Items" onCancel={onClose} />
          )}
          {summary && edit ? (
            <DealSummaryDialog
              values={summary}
              locationLabel={locationLabel(summary)}
              itemNames={edit.itemNames}
              update={{ wasActive: edit.wasActive }}
              onBack={() => setSummary(null)}
              onPublish={() =>
                edit.onSave(summary).then((saved) => {
                  if (saved) onClose();
                })
              }
            />
          ) : null}
          {deleting && edit ? (
            <ConfirmDialog
              title="Delete Confirmation"
              message="Are you sure you want to Delete the Deal?"
              confirmLabel="Yes, Delete!"
              cancelLabel="Cancel"
              onCancel={() => setDeleting(false)}
              // Spec §4: a delete popup closes whatever the outcome; a deleted deal's popup closes too.
              onConfirm={() =>
                edit.onDelete().then((deleted) => {
                  setDeleting(false);
                  if (deleted) onClose();
                })
              }
            />
          ) : null}
        </Form>
      </Formik>
    </FormDialog>
  );
}

/**
 * Edit Deal's buttons: Cancel, Select Menu Items (the picker, one click away) and Save (the details
 * with the deal's items as they are), the form's default button, so Enter in a field saves. Both check
 * the form first.
 */
function EditButtons({ onCancel, onSubmitWith }: { onCancel: () => void; onSubmitWith: (save: boolean) => void }) {
  const { isValid, dirty, isSubmitting, submitForm } = useFormikContext<DealValues>();
  // Going on to the picker is a submit: a move off the page while saving asks nothing.
  const requestClose = useUnsavedChanges(dirty, { saving: isSubmitting });
  return (
    <FormDialogActions>
      <Button onClick={() => (requestClose ? requestClose(onCancel) : onCancel())}>Cancel</Button>
      <Button
        disabled={!isValid || isSubmitting}
        onClick={() => {
          onSubmitWith(false);
          void submitForm();
        }}
      >
        Select Menu Items
      </Button>
      <Button type="submit" variant="primary" disabled={!isValid || isSubmitting} onClick={() => onSubmitWith(true)}>
        Save
      </Button>
    </FormDialogActions>
  );
}

function ActiveField() {
  const [field, , helpers] = useField<boolean>('isActive');
  return (
    <label className="deal-details__check">
      <input type="checkbox" checked={field.value} onChange={(event) => void helpers.setValue(event.target.checked)} />
      Active
    </label>
  );
}
