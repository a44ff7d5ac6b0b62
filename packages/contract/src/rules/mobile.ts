/** 11 digits, the first is 1, the second 3 to 9. */
export function isMobile(value: string): boolean {
  return /^1[3-9]\d{9}$/.test(value);
}
