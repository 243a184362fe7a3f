import type {
  ChangePasswordRequest,
  ChangeThemeRequest,
  ForgotPasswordRequest,
  LoginRequest,
  LoginResponse,
  MeResponse,
  MessageOnlyResponse,
  ResetPasswordRequest
} from '.././model';

import { apiRequest } from '../../http/api-request';


type SecondParameter<T extends (...args: never) => unknown> = Parameters<T>[1];


  /**
 * @summary Sign in as an Administrator or a Restaurant owner
 */
export const login = (
    loginRequest: LoginRequest,
 options?: SecondParameter<typeof apiRequest>,) => {
      return apiRequest<LoginResponse>(
      {url: `/auth/login`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: loginRequest
    },
      options);
    }
  /**
 * Answers 200 whether or not the address is known, so that accounts cannot be discovered.
 * @summary Send a 6-digit reset code by mail
 */
export const forgotPassword = (
    forgotPasswordRequest: ForgotPasswordRequest,
 options?: SecondParameter<typeof apiRequest>,) => {
      return apiRequest<MessageOnlyResponse>(
      {url: `/auth/forgot-password`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: forgotPasswordRequest
    },
      options);
    }
  /**
 * @summary Set a new password with a reset code (codes expire and work once)
 */
export const resetPassword = (
    resetPasswordRequest: ResetPasswordRequest,
 options?: SecondParameter<typeof apiRequest>,) => {
      return apiRequest<MessageOnlyResponse>(
      {url: `/auth/reset-password`, method: 'PATCH',
      headers: {'Content-Type': 'application/json', },
      data: resetPasswordRequest
    },
      options);
    }
  /**
 * Needs the current password (400 'Current Password is incorrect' otherwise); ends the user's other sessions.
 * @summary Change the signed-in user's password (also clears needToChangePassword)
 */
export const changePassword = (
    changePasswordRequest: ChangePasswordRequest,
 options?: SecondParameter<typeof apiRequest>,) => {
      return apiRequest<MessageOnlyResponse>(
      {url: `/auth/change-password`, method: 'PATCH',
      headers: {'Content-Type': 'application/json', },
      data: changePasswordRequest
    },
      options);
    }
  /**
 * Not shown by the console spec (issue 26's dark theme): the top bar's choice, kept per person on the
API so it follows them across sessions and browsers (logout clears the browser's storage). Answered
in `userSettings.theme` of every User. Message 'Theme saved'; fallback 'Failed to save the theme'.

 * @summary Keep the signed-in user's theme for their next sessions
 */
export const changeTheme = (
    changeThemeRequest: ChangeThemeRequest,
 options?: SecondParameter<typeof apiRequest>,) => {
      return apiRequest<MessageOnlyResponse>(
      {url: `/auth/change-theme`, method: 'PATCH',
      headers: {'Content-Type': 'application/json', },
      data: changeThemeRequest
    },
      options);
    }
  /**
 * @summary Revoke the current token
 */
export const logout = (
    
 options?: SecondParameter<typeof apiRequest>,) => {
      return apiRequest<MessageOnlyResponse>(
      {url: `/auth/logout`, method: 'DELETE'
    },
      options);
    }
  /**
 * @summary The signed-in user
 */
export const getMe = (
    
 options?: SecondParameter<typeof apiRequest>,) => {
      return apiRequest<MeResponse>(
      {url: `/auth/me`, method: 'GET'
    },
      options);
    }
  /**
 * For a restaurant owner this is the same operation as `DELETE /restaurant/delete-my-restaurant`
(`deleteMyRestaurant`): a restaurant account is one login and one restaurant, so deleting either
deletes both. The console calls `deleteMyRestaurant`; this path stays for a generic account deletion.

 * @summary Delete the signed-in user's account (a restaurant owner's deletes their restaurant)
 */
export const deleteAccount = (
    
 options?: SecondParameter<typeof apiRequest>,) => {
      return apiRequest<MessageOnlyResponse>(
      {url: `/auth/delete-account`, method: 'DELETE'
    },
      options);
    }
  export type LoginResult = NonNullable<Awaited<ReturnType<typeof login>>>
export type ForgotPasswordResult = NonNullable<Awaited<ReturnType<typeof forgotPassword>>>
export type ResetPasswordResult = NonNullable<Awaited<ReturnType<typeof resetPassword>>>
export type ChangePasswordResult = NonNullable<Awaited<ReturnType<typeof changePassword>>>
export type ChangeThemeResult = NonNullable<Awaited<ReturnType<typeof changeTheme>>>
export type LogoutResult = NonNullable<Awaited<ReturnType<typeof logout>>>
export type GetMeResult = NonNullable<Awaited<ReturnType<typeof getMe>>>
export type DeleteAccountResult = NonNullable<Awaited<ReturnType<typeof deleteAccount>>>
