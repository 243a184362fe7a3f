/** The words typed, longest first (so "Austin" wins over "Aus" where both match), without punctuation. */
function typedWords(typed: string): string[] {
  const words = typed
    .split(/[\s,]+/)
    .map((word) => word.trim())
    .filter(Boolean);
  return [...new Set(words)].sort((a, b) => b.length - a.length);
}

const escape = (word: string) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The parts of `text` that match a word of `typed` (any case) in bold: where the suggestion met the search. */
export function MatchedText({ text, typed }: { text: string; typed: string }) {
  const words = typedWords(typed);
  if (words.length === 0) return <>{text}</>;
  const pattern = new RegExp(`(${words.map(escape).join('|')})`, 'gi');
  const parts = text.split(pattern);
  return (
    <>
      {parts.map((part, index) =>
        // split() puts the captured matches at the odd indexes.
        index % 2 === 1 ? (
          <strong key={index} className="address-search__match">
            {part}
          </strong>
        ) : (
          part
        ),
      )}
    </>
  );
}
