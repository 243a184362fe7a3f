/**
 * The spec's success toasts (§8), word for word, once: the API answers each as the change's `message`, and
 * a screen's toast falls back on the same words when an answer carries none.
 */
export const CHANGE_MESSAGES = {
  adminCreated: 'Admin created successfully',
  adminDeleted: 'Admin deleted Successfully',
  dealCreated: 'Deal created Successfully',
  dealDeleted: 'Deal deleted Successfully',
  dealUpdated: 'Deal updated Successfully',
  fileUploaded: 'File uploaded successfully',
  foodReportIgnored: 'Food Report Ignored Successfully',
  foodTagCreated: 'Food Tag created',
  foodTagUpdated: 'Food Tag updated',
  foodRemoved: 'Food removed Successfully',
  notificationSent: 'Notification sent successfully',
  passwordChanged: 'Password changed successfully',
  restaurantCategoryCreated: 'Restaurant Category created',
  restaurantCategoryDeleted: 'Restaurant Category deleted',
  restaurantCategoryUpdated: 'Restaurant Category updated',
  restaurantProfileUpdated: 'Restaurant Profile updated successfully',
  restaurantCreated: 'Restaurant created successfully',
  restaurantDeleted: 'Restaurant deleted successfully',
  restaurantsMerged: 'Restaurants merged successfully',
  serviceTokenMade: 'Service token made',
  serviceTokenRevoked: 'Service token revoked',
  tagCategoryCreated: 'Tag Category created',
} as const;
