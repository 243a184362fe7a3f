/** What a person is called on screen: the parts of a signed-in user or an event's actor that name them. */
export interface NamedPerson {
  fullName?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  emailAddress?: string | null;
  /** An owner's restaurant (owners made with a restaurant often have no name of their own). */
  restaurant?: { restaurantName?: string | null } | null;
}

/**
 * A person's name as the console shows it, never empty: their full name, else first and last; an owner
 * created without a name (a restaurant account) is called after the restaurant, not by an email address.
 */
export function displayNameOf(person: NamedPerson): string {
  const name =
    person.fullName?.trim() ||
    [person.firstName, person.lastName]
      .map((part) => part?.trim())
      .filter(Boolean)
      .join(' ');
  if (name) return name;
  const restaurantName = person.restaurant?.restaurantName?.trim();
  if (restaurantName) return `Owner of ${restaurantName}`;
  return person.emailAddress?.trim() || 'Unnamed user';
}
