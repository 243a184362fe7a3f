/** The default avatar of a user without a profilePicture (spec §2): a silhouette, drawn, not fetched. */
function DefaultAvatar() {
  return (
    <svg className="notification-card__avatar" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="16" fill="#e5e7eb" />
      <circle cx="16" cy="12.5" r="5.5" fill="#9ca3af" />
      <path d="M6 27c1.5-5 5.5-7.5 10-7.5s8.5 2.5 10 7.5" fill="#9ca3af" />
    </svg>
  );
}

/** A recipient's picture, or the default avatar; decorative: what holds it carries the name. */
export function RecipientAvatar({ profilePicture }: { profilePicture?: string }) {
  return profilePicture ? <img className="notification-card__avatar" src={profilePicture} alt="" loading="lazy" /> : <DefaultAvatar />;
}
