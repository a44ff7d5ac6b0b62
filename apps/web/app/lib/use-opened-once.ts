import { useState } from "react";

/**
 * True from the first time `open` is true on: a dialog or drawer rendered only from then on costs nothing while it
 * has never been opened (every server render), and stays mounted afterwards, so it still animates closed.
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}
