import { SaxesParser } from "saxes";

/**
 * What a strict, conformant XML parser (saxes, with namespaces) says about a document: undefined when it is
 * well-formed, else its first error. Invalid UTF-8 counts as an error, as it does in browsers.
 */
export function strictXmlError(bytes: Uint8Array, options: { namespaces?: boolean } = {}): string | undefined {
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return "invalid UTF-8";
  }
  const parser = options.namespaces === false ? new SaxesParser() : new SaxesParser({ xmlns: true });
  let firstError: string | undefined;
  parser.on("error", (error) => {
    firstError ??= error.message;
  });
  try {
    parser.write(text).close();
  } catch (error) {
    firstError ??= String(error);
  }
  return firstError;
}
