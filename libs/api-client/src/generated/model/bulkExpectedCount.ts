
/**
 * How many rows `matching` selected when the list was shown ('select all N matching'); when it selects
another number at the time of the call, nothing changes and the call answers 409 'The selection
changed: 1,204 restaurants match now, not 1,200. Review it and try again.'

 * @minimum 1
 * @maximum 2147483647
 */
export type BulkExpectedCount = number;
