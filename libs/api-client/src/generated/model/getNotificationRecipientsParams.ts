import type { PageParameter } from './pageParameter';
import type { SizeParameter } from './sizeParameter';

export type GetNotificationRecipientsParams = {
/**
 * 1-based page number
 * @minimum 1
 * @maximum 2147483647
 */
page?: PageParameter;
/**
 * Items per page; 999999 asks for everything
 * @minimum 1
 * @maximum 999999
 */
size?: SizeParameter;
};
