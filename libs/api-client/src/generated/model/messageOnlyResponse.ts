import type { MessageResponse } from './messageResponse';

/**
 * Done; `message` says what happened
 */
export type MessageOnlyResponse = MessageResponse;
