import type { ActivityEventRestaurantAnyOf } from './activityEventRestaurantAnyOf';

export type ActivityEventRestaurant = ActivityEventRestaurantAnyOf | null;
