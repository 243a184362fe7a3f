
export interface ActivityChange {
  /** The field in product words */
  field: string;
  /** The value before (absent for something created); never a secret */
  before?: unknown;
  /** The value after (absent for something deleted); never a secret */
  after?: unknown;
}
