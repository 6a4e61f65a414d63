import {QUERY_MAX_LENGTH} from '../queryLimit';

/** Reads `q` from a location's search string, never throwing on malformed encodings. */
export function readQueryParam(search: string): string {
  let value: string | null = null;
  try {
    value = new URLSearchParams(search).get('q');
  } catch {
    value = null;
  }
  return (value ?? '').slice(0, QUERY_MAX_LENGTH);
}
