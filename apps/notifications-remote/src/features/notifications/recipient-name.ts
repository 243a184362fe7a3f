interface NamedUser {
  userId: number;
  firstName?: string;
  lastName?: string;
}

/** Spec §3's label, 'first last', from whichever parts there are; '' when neither. */
export function personName(user: NamedUser): string {
  return [user.firstName, user.lastName]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
}

/** What names a recipient on a card or in the recipient list: 'first last', else their id. */
export const recipientName = (user: NamedUser) => personName(user) || `App user #${user.userId}`;
