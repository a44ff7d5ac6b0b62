/** A button's loading state that shows only when the call lasts over 150 ms, so quick saves do not flash a spinner. */
export const busyLoading = (busy: boolean) => (busy ? { delay: 150 } : false);
