import { forgetWhenUserLeaves } from '@console/session';
import type { AddressSuggestions } from './address-provider';

/** Enough for a few typing sessions; the oldest answer goes first. */
export const SUGGESTION_CACHE_SIZE = 200;

const answers = new Map<string, AddressSuggestions>();

// Someone's searches say where they work: nothing of one user stays in the page for the next.
forgetWhenUserLeaves({ clear: () => answers.clear() });

/**
 * The answer of `provider` (its name and, for a geocoder, its URL) for `text`, asked once per page and
 * user: typing back over a text (a deleted letter, a re-opened form) asks nobody again. Only answers are
 * kept, never a failure or an aborted request, so a failed search is tried again on the next keystroke.
 */
export async function cachedSuggestions(
  provider: string,
  text: string,
  ask: () => Promise<AddressSuggestions>,
  signal?: AbortSignal,
): Promise<AddressSuggestions> {
  signal?.throwIfAborted();
  const key = `${provider}\n${text.trim()}`;
  const known = answers.get(key);
  if (known) {
    // Read again: the newest use moves to the end, so the map drops the least recently used first.
    answers.delete(key);
    answers.set(key, known);
    return known;
  }
  let answer: AddressSuggestions;
  try {
    answer = await ask();
  } catch (error) {
    // Whatever the transport says of an aborted request (axios's CanceledError, fetch's AbortError),
    // the field is given the signal's own reason.
    signal?.throwIfAborted();
    throw error;
  }
  answers.set(key, answer);
  if (answers.size > SUGGESTION_CACHE_SIZE) answers.delete(answers.keys().next().value as string);
  // An answer that came after its request was replaced is kept for later but not handed to the field.
  signal?.throwIfAborted();
  return answer;
}
