/**
 * A fetch the spider's rules stop: a scheme, port, address, size, type or time it does not accept. Retrying does not
 * help, unlike a network error or a server's 5xx.
 */
export class FetchRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = "FetchRefused";
  }
}
