import { err as serializeError } from "pino-std-serializers";

/**
 * The extra fields of a log line as the loggers write them: `err` (what was thrown) goes through pino's error
 * serializer, so the line keeps the error's type, message, stack and causes; a thrown value that is no Error stays as is.
 */
export function logFields(extra?: object): object | undefined {
  if (!extra || !("err" in extra)) return extra;
  const { err, ...rest } = extra;
  return { ...rest, err: err instanceof Error ? serializeError(err) : err };
}
