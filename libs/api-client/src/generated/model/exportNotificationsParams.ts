import type { KeywordsParameter } from './keywordsParameter';

export type ExportNotificationsParams = {
/**
 * Text filter; omitted when empty
 * @maxLength 255
 */
keywords?: KeywordsParameter;
};
