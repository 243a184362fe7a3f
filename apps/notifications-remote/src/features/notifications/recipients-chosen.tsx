import { useFormikContext } from 'formik';
import { countOf } from '@console/ui';
import type { NotificationValues } from './notification-schema';

/** '1 app user', '1,214 app users'. */
export const appUsers = (count: number) => countOf(count, 'app user', 'app users');

export interface RecipientsChosenProps {
  /** Whether these ids are every app user offered (then the count is the API's, not the list's). */
  everyoneChosen: (userIds: readonly string[]) => boolean;
  /** All app users as the API counted them; null until counted. */
  allCount: number | null;
}

/** Under the picker: how many app users the notification goes to, as they are chosen. */
export function RecipientsChosen({ everyoneChosen, allCount }: RecipientsChosenProps) {
  const { values } = useFormikContext<NotificationValues>();
  const chosen = values.userIds.length;
  const all = chosen > 0 && everyoneChosen(values.userIds);
  const text =
    chosen === 0
      ? 'No app users chosen'
      : all
        ? allCount === null
          ? 'All app users chosen'
          : `All ${appUsers(allCount)} chosen`
        : `${appUsers(chosen)} chosen`;
  // Polite, not a status role: it changes with every choice and is no toast.
  return (
    <p className="notification-users__count" aria-live="polite">
      {text}
    </p>
  );
}
