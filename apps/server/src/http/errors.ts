import { errorBody, messages } from "@wenku/contract";

/** An error with an HTTP status and a message the user can read; rendered as `{error, code, message}`. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
  toBody() {
    return errorBody(this.status, this.message);
  }
}

export const badRequest = (message: string) => new AppError(400, message);
export const unauthorized = (message: string = messages.notLoggedIn) => new AppError(401, message);
export const forbidden = (message: string) => new AppError(403, message);
export const notFound = (message: string) => new AppError(404, message);
export const conflict = (message: string) => new AppError(409, message);
export const tooLarge = (message: string) => new AppError(413, message);
export const tooManyRequests = (message: string) => new AppError(429, message);
export const internal = (message: string) => new AppError(500, message);
