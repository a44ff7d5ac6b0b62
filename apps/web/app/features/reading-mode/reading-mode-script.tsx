import { useNonce } from "../../lib/nonce";
import { readingModeBootScript } from "./reading-mode-store";
import "./reading-mode.css";

/** The inline script in <head> that applies a stored reading mode before the first paint. */
export function ReadingModeScript() {
  const nonce = useNonce();
  return <script nonce={nonce} dangerouslySetInnerHTML={{ __html: readingModeBootScript }} suppressHydrationWarning />;
}
