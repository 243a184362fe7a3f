/** A file part of a multipart form, read whole (http/multipart-form.ts reads them; the image rules check them). */
export interface UploadedFile {
  fieldname: string;
  filename: string;
  mimetype: string;
  data: Buffer;
}
