
/**
 * Not shown by the console spec. A kind of event: the contract operation that made the change
(its operationId), or a security event.

 * @maxLength 80
 * @pattern ^[A-Za-z][A-Za-z0-9]{0,79}$
 */
export type ActivityActionKey = string;
