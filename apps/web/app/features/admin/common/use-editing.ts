import { useCallback, useState } from "react";

/** Which record a modal edits: closed, creating (with optional defaults) or editing one record. */
export interface Editing<T> {
  open: boolean;
  record?: Partial<T>;
  isNew: boolean;
  create: (defaults?: Partial<T>) => void;
  edit: (record: T) => void;
  close: () => void;
}

export function useEditing<T>(): Editing<T> {
  const [state, setState] = useState<{ open: boolean; record?: Partial<T>; isNew: boolean }>({ open: false, isNew: true });
  const create = useCallback((defaults?: Partial<T>) => setState({ open: true, record: defaults, isNew: true }), []);
  const edit = useCallback((record: T) => setState({ open: true, record, isNew: false }), []);
  const close = useCallback(() => setState((s) => ({ ...s, open: false })), []);
  return { ...state, create, edit, close };
}
