import { useCallback, useEffect, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { apiErrorMessage } from '@console/api-client';

/**
 * Data a screen reads from the API. `load` runs again whenever `key` (a string standing for load's
 * inputs: page, search, sort) changes, and on `reload()`. A failure shows the server's message, else
 * `failure` (spec §8), and keeps what was shown; an answer to an older key is dropped.
 * `data` stays null until the first success, so a screen can hide its list until then.
 */
export function useApiData<T>(load: () => Promise<T>, key: string, failure: string) {
  const [data, setData] = useState<T | null>(null);
  const [loading, setLoading] = useState(true);
  const [reloads, setReloads] = useState(0);
  const latestLoad = useRef(load);
  useEffect(() => {
    latestLoad.current = load;
  });

  useEffect(() => {
    let current = true;
    setLoading(true);
    latestLoad
      .current()
      .then(
        (value) => current && setData(value),
        (error: unknown) => current && toast.error(apiErrorMessage(error, failure)),
      )
      .finally(() => current && setLoading(false));
    return () => {
      current = false;
    };
  }, [key, reloads, failure]);

  const reload = useCallback(() => setReloads((count) => count + 1), []);
  return { data, loading, reload };
}

/**
 * A change through the API, announced as spec §8 says: the server's message, else the fallback, on
 * success and on failure alike. Resolves to whether it succeeded, so a popup can stay open on failure.
 */
export async function changeThroughApi(call: () => Promise<{ message?: string }>, messages: { success: string; failure: string }): Promise<boolean> {
  try {
    const response = await call();
    toast.success(response.message || messages.success);
    return true;
  } catch (error) {
    toast.error(apiErrorMessage(error, messages.failure));
    return false;
  }
}
