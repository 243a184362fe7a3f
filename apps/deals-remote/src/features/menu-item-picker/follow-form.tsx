import { useFormikContext } from 'formik';
import { useEffect, useRef } from 'react';

/**
 * Inside a Formik form that mirrors state held outside it (the picker's chosen items and its draft):
 * when the form's values change from within (a 412 panel's choice), `onChange` gets them. A change of
 * the outside state alone (the form is reinitialised from it next) is not echoed back.
 */
export function FollowForm<Values>({ values, onChange }: { values: Values; onChange: (values: Values) => void }) {
  const form = useFormikContext<Values>();
  const seen = useRef(JSON.stringify(form.values));
  useEffect(() => {
    const now = JSON.stringify(form.values);
    if (now === seen.current) return;
    seen.current = now;
    if (now !== JSON.stringify(values)) onChange(form.values);
  }, [form.values, values, onChange]);
  return null;
}
