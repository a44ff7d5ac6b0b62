/**
 * A button's loading state that shows only when the call lasts over 150 ms: quick saves do not flash a
 * spinner (and the spinner's enter and leave animations never overlap).
 */
export const busyLoading = (busy: boolean) => (busy ? { delay: 150 } : false);
