
export interface UserSettings {
  needToChangePassword: boolean;
  isSuperAdmin: boolean;
}
