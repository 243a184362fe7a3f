
export type UserProfilePicture = string | null;
