
/**
 * Not shown by the console spec. The rows chosen one by one (at most 10,000). A bulk call's body names
its rows either by `ids` or by `matching` with `expectedCount`, exactly one of the two: both, neither,
or `matching` without `expectedCount` is 400 'Select the rows by ids or by matching with
expectedCount, not both'.

 * @minItems 1
 * @maxItems 10000
 */
export type BulkIds = number[];
