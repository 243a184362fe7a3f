/**
 * An error the API answers with its own status and sentence: `{ message }`, and `field` when the error
 * belongs to one request field (a form shows it on that field too).
 */
export class ApiError extends Error {
  constructor(
    public readonly statusCode: number,
    message: string,
    public readonly field?: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const badRequest = (message: string, field?: string) => new ApiError(400, message, field);
export const unauthorized = (message = 'Unauthorized') => new ApiError(401, message);
export const forbidden = (message = 'You do not have permission to do this') => new ApiError(403, message);
export const notFound = (message: string) => new ApiError(404, message);
export const conflict = (message: string, field?: string) => new ApiError(409, message, field);
export const tooManyRequests = (message: string) => new ApiError(429, message);
