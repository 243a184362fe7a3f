import type { KeywordsParameter } from './keywordsParameter';

export type FindActivityPeopleParams = {
/**
 * Text filter; omitted when empty
 * @maxLength 255
 */
keywords?: KeywordsParameter;
/**
 * How many people at most
 * @minimum 1
 * @maximum 20
 */
size?: number;
};
