import { Form, Formik, useField } from 'formik';
import { useState } from 'react';
import { Button, ConfirmDialog, FormDialog, FormDialogButtons, SelectField, TextField, type SelectOption } from '@console/ui';
import { dealDetailsSchema, type DealValues } from '../../shared/deal-values';

export interface DealDetailsDialogProps {
  /** Present when editing: adds the Active checkbox, lifts the past-date rule and offers Delete. */
  edit?: { onDelete: () => Promise<boolean> };
  initialValues: DealValues;
  locations: { options: SelectOption[]; loading: boolean };
  /** Goes on to the item picker with these details. */
  onNext: (values: DealValues) => void;
  onClose: () => void;
}

/** Spec §2/§5: the Add Deal and Edit Deal popups (the details; the items are picked next). */
export function DealDetailsDialog({ edit, initialValues, locations, onNext, onClose }: DealDetailsDialogProps) {
  const [deleting, setDeleting] = useState(false);
  return (
    <FormDialog title={edit ? 'Edit Deal' : 'Add Deal'} onClose={onClose}>
      <Formik
        initialValues={initialValues}
        validationSchema={dealDetailsSchema({ forEdit: Boolean(edit) })}
        validateOnMount
        onSubmit={onNext}
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
          <ClaimOptionField />
          {edit ? <ActiveField /> : null}
          {edit ? (
            <Button variant="danger" className="deal-details__delete" onClick={() => setDeleting(true)}>
              Delete Deal
            </Button>
          ) : null}
          <FormDialogButtons submitLabel="Select Menu Items" busyLabel="Select Menu Items" onCancel={onClose} />
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

/** Unlimited Use and One-Time Use: mutually exclusive checkboxes, one of which is needed (spec §5). */
function ClaimOptionField() {
  const [field, meta, helpers] = useField<DealValues['claimOption']>('claimOption');
  const error = meta.touched && meta.error ? meta.error : null;
  const choose = (option: 'unlimited' | 'one-time') => {
    void helpers.setTouched(true, false);
    void helpers.setValue(field.value === option ? '' : option);
  };
  return (
    <fieldset className="deal-details__claims" aria-describedby={error ? 'deal-claim-error' : undefined}>
      <legend className="ui-field__label">Claims per user</legend>
      <label className="deal-details__check">
        <input
          type="checkbox"
          checked={field.value === 'unlimited'}
          onChange={() => choose('unlimited')}
          onBlur={() => helpers.setTouched(true)}
        />
        Unlimited Use
      </label>
      <label className="deal-details__check">
        <input
          type="checkbox"
          checked={field.value === 'one-time'}
          onChange={() => choose('one-time')}
          onBlur={() => helpers.setTouched(true)}
        />
        One-Time Use
      </label>
      {error ? (
        <p id="deal-claim-error" className="ui-field__error">
          {error}
        </p>
      ) : null}
    </fieldset>
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
