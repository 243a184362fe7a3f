import { Form, Formik, useField, useFormikContext } from 'formik';
import { useRef, useState } from 'react';
import type { Deal } from '@console/api-client';
import {
  Button,
  ConfirmDialog,
  FormDialog,
  FormDialogActions,
  FormDialogButtons,
  RadioGroupField,
  SelectField,
  TextField,
  useEditVersion,
  useUnsavedChanges,
  VersionConflictPanel,
  type SelectOption,
  type VersionConflictAnswer,
} from '@console/ui';
import { dealConflictFields, itemNamesOf } from '../../shared/deal-conflict';
import { dealDetailsSchema, dealValuesOf, type DealValues } from '../../shared/deal-values';
import { DealSummaryDialog } from '../../shared/deal-summary-dialog';
import type { DealUpdate } from '../../shared/use-save-deal';

export interface DealDetailsDialogProps {
  /**
   * Present when editing: adds the Active checkbox, lifts the past-date rule, offers Delete, and Save
   * (the details with the deal's current items, without a pass through the picker).
   */
  edit?: {
    /** The deal as it was opened: the form's values and the version its changes are made from. */
    deal: Deal;
    /** Deletes `deal` (the version the popup is based on). */
    onDelete: (deal: Deal) => Promise<boolean>;
    /** Updates the deal with these values (its current items in `foodIds`) from `update.base`; true once saved. */
    onSave: (values: DealValues, update: DealUpdate) => Promise<boolean>;
    /** The deal's current items, for the summary. */
    itemNames: readonly string[];
    /** Whether the deal is active now (what a save notifies depends on it). */
    wasActive: boolean;
  };
  initialValues: DealValues;
  locations: { options: SelectOption[]; loading: boolean };
  /** The owner's own restaurant; false for an administrator on the restaurant they opened. */
  ownRestaurant: boolean;
  /** Goes on to the item picker with these details (and, editing, the deal they are based on). */
  onNext: (values: DealValues, base?: Deal) => void;
  onClose: () => void;
}

/** Spec §5: Unlimited Use and One-Time Use, one of which is needed: a choice of one. */
const CLAIM_OPTIONS = [
  { value: 'unlimited', label: 'Unlimited Use' },
  { value: 'one-time', label: 'One-Time Use' },
] as const;

/** Spec §2/§5: the Add Deal and Edit Deal popups (the details; the items are picked next, or kept on Save). */
export function DealDetailsDialog({ edit, initialValues, locations, ownRestaurant, onNext, onClose }: DealDetailsDialogProps) {
  const [deleting, setDeleting] = useState(false);
  const [summary, setSummary] = useState<DealValues | null>(null);
  // Which button submitted the form: Save (edit only) or Select Menu Items.
  const saving = useRef(false);
  const version = useEditVersion<Deal | null>(edit?.deal ?? null);
  const labelOf = (addressId: string) => locations.options.find((option) => option.value === addressId)?.label ?? '';
  const locationLabel = (values: DealValues) => labelOf(values.restaurantAddressId);
  const conflictFields = dealConflictFields((addressId) => labelOf(String(addressId)), itemNamesOf(edit?.deal, version.conflict?.current));
  // A 412 on Save Changes: back from the summary to the form, where the panel shows what changed.
  const onConflict = (answer: VersionConflictAnswer) => {
    setSummary(null);
    version.onConflict(answer);
  };
  return (
    <FormDialog title={edit ? 'Edit Deal' : 'Add Deal'} onClose={onClose}>
      <Formik
        initialValues={initialValues}
        validationSchema={dealDetailsSchema({ forEdit: Boolean(edit) })}
        validateOnMount
        // Async, so Formik ends its submit (a synchronous one stays 'submitting'): Back from the summary finds Save enabled.
        onSubmit={async (values) => (saving.current ? setSummary(values) : onNext(values, version.base() ?? undefined))}
      >
        <Form noValidate className="deal-details">
          <VersionConflictPanel
            edit={version}
            fields={conflictFields}
            toValues={(deal: Deal | null) => (deal ? dealValuesOf(deal) : initialValues)}
          />
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
              update={{ wasActive: version.base()?.isActive ?? edit.wasActive }}
              ownRestaurant={ownRestaurant}
              onBack={() => setSummary(null)}
              onPublish={() => {
                const base = version.base();
                if (!base) return Promise.resolve();
                return edit.onSave(summary, { base, onConflict }).then((saved) => {
                  if (saved) onClose();
                });
              }}
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
                edit.onDelete(version.base() ?? edit.deal).then((deleted) => {
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
