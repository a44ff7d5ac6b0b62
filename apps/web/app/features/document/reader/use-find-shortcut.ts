import { useEffect, type RefObject } from "react";

/**
 * Ctrl+F (Cmd+F on a Mac) opens the reader's find box instead of the browser's, which finds nothing in page
 * images; pressed again it selects the box's words. Escape closes the box wherever the focus is in the reader, or
 * around it.
 * Typing in a field outside the reader (a comment) keeps the browser's own keys.
 */
export function useFindShortcut(frame: RefObject<HTMLElement | null>, open: boolean, setOpen: (open: boolean) => void, focusFind: () => void) {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const target = event.target instanceof Element ? event.target : null;
      const inReader = Boolean(target && frame.current?.contains(target));
      // The focus on the page itself or on a box around the reader (a click on a page focuses <main tabindex=-1>).
      const aroundReader = target === document.body || Boolean(target && frame.current && target.contains(frame.current));
      const typingElsewhere = !inReader && target?.closest("input, textarea, select, [contenteditable='true']");
      if ((event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey && event.key.toLowerCase() === "f") {
        if (typingElsewhere || !frame.current) return;
        event.preventDefault();
        if (open) focusFind();
        else setOpen(true);
      } else if (event.key === "Escape" && open && (inReader || aroundReader)) {
        setOpen(false);
      }
    };
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, [frame, open, setOpen, focusFind]);
}
