
export interface Error {
  message: string;
  /** The request field the error belongs to (a taken email, a name in use, a broken rule), named
as in the request body, so a form can show the message on that field too; absent when the
error belongs to no single field.
 */
  field?: string;
}
