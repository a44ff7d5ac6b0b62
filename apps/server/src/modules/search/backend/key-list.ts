/**
 * The item keys in a database's list of them ("[3,3,8]" from SQLite's json_group_array, "8,3,3" from PostgreSQL's
 * string_agg), ascending and each once. Parsed digit by digit straight into a typed array (exact up to 2^53): with
 * tens of thousands of matches, JSON.parse or split + map took several times as long and left large arrays to collect.
 */
export function parseKeyList(list: string | null | undefined, ascending: boolean): Float64Array {
  if (!list) return new Float64Array(0);
  let separators = 0;
  for (let at = list.indexOf(","); at >= 0; at = list.indexOf(",", at + 1)) separators++;
  const keys = new Float64Array(separators + 1);
  let count = 0;
  let value = 0;
  let inNumber = false;
  for (let i = 0; i <= list.length; i++) {
    const code = i < list.length ? list.charCodeAt(i) : 0;
    if (code >= 48 && code <= 57) {
      value = value * 10 + (code - 48);
      inNumber = true;
    } else if (inNumber) {
      keys[count++] = value;
      value = 0;
      inNumber = false;
    }
  }
  const parsed = keys.subarray(0, count);
  if (!ascending) parsed.sort();
  let unique = 0;
  for (let i = 0; i < parsed.length; i++) if (unique === 0 || parsed[i] !== parsed[unique - 1]) parsed[unique++] = parsed[i]!;
  return parsed.subarray(0, unique);
}
