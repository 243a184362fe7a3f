import { validateYupSchema, yupToFormErrors, type FormikErrors, type FormikValues } from 'formik';
import type { ISchema, ValidationError } from 'yup';

/** What `lazyValidation` answers: Formik's `validate`, and a way to fetch the schema ahead of the first use. */
export interface LazyValidation<Values> {
  validate: (values: Values) => Promise<FormikErrors<Values>>;
  /**
   * Loads the schema once the page is idle (a screen's effect calls it: the first keystroke then waits
   * for nothing, and nothing of it comes before the form is usable). Answers the cancel, for the effect.
   */
  preloadWhenIdle: () => () => void;
}

/**
 * A Formik `validate` from a yup schema loaded on first use, as `validationSchema` would validate: a
 * screen on the first path (the login form) then draws without yup, about 10 KiB of it. The form starts
 * from its `initialErrors` (what the schema says of the initial values), since nothing validates on
 * mount. A schema that failed to load leaves the form without errors (the API checks the same rules) and
 * is asked for again at the next validation.
 */
export function lazyValidation<Values extends FormikValues>(load: () => Promise<ISchema<unknown>>): LazyValidation<Values> {
  let schema: Promise<ISchema<unknown>> | undefined;
  const loaded = () =>
    (schema ??= load().catch((error: unknown) => {
      schema = undefined;
      throw error;
    }));
  return {
    async validate(values) {
      let current: ISchema<unknown>;
      try {
        current = await loaded();
      } catch {
        // The schema could not be fetched (the network, a redeploy): the form stays usable and the API,
        // which checks the same rules, answers a wrong value with its message. The next change asks again.
        return {};
      }
      try {
        await validateYupSchema(values, current);
        return {};
      } catch (error) {
        if ((error as Error).name !== 'ValidationError') throw error;
        return yupToFormErrors<Values>(error as ValidationError);
      }
    },
    preloadWhenIdle() {
      const preload = () => void loaded().catch(() => undefined);
      if (typeof requestIdleCallback === 'function') {
        const id = requestIdleCallback(preload, { timeout: 2_000 });
        return () => cancelIdleCallback(id);
      }
      const timer = setTimeout(preload, 0);
      return () => clearTimeout(timer);
    },
  };
}
