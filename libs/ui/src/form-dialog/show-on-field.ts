import type { FormikHelpers } from 'formik';

/** Where a form's caller hands a refusal that names one of its fields (the API's Error.field). */
export type FieldErrorHandler = (error: { field: string; message: string }) => void;

/**
 * A server's refusal shown on the form field it names (a taken email, a name in use), besides its
 * toast: the field is marked touched so its message shows, and the form's next validation (the user
 * editing it) clears it. A field the form does not have is left to the toast.
 */
export function showOnField<Values extends object>(form: Pick<FormikHelpers<Values>, 'setFieldError' | 'setFieldTouched'>, values: Values) {
  const handler: FieldErrorHandler = ({ field, message }) => {
    if (!(field in values)) return;
    void form.setFieldTouched(field, true, false);
    form.setFieldError(field, message);
  };
  return handler;
}
