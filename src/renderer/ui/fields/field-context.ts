import { createContext, useCallback, useContext, useEffect, useId, useMemo, useState } from 'react';

/*
 * What the editor host tells every field of an editor: read-only (locked, newer version), the
 * server's validation messages by field path, and a place to report a field whose text is not a
 * valid value (the host then refuses to save until it is fixed, and says why).
 */
export interface EditorFieldsValue {
  readOnly: boolean;
  serverIssues: Readonly<Record<string, string>>;
  reportInvalid(id: string, label: string | null): void;
}

export const EditorFields = createContext<EditorFieldsValue>({
  readOnly: false,
  serverIssues: {},
  reportInvalid: () => undefined,
});

export const useEditorFields = () => useContext(EditorFields);

/** Reports this field as invalid (with its label) while `invalid`, and clears it on unmount. */
export function useInvalidReport(invalid: boolean, label: string): void {
  const id = useId();
  const { reportInvalid } = useEditorFields();
  useEffect(() => {
    reportInvalid(id, invalid ? label : null);
    return () => reportInvalid(id, null);
  }, [id, invalid, label, reportInvalid]);
}

/** The invalid fields by id (their labels) after one field's report; the same object when unchanged. */
export function withInvalidReport(
  invalid: Readonly<Record<string, string>>,
  id: string,
  label: string | null,
): Readonly<Record<string, string>> {
  if ((invalid[id] ?? null) === label) return invalid;
  const next = { ...invalid };
  if (label === null) delete next[id];
  else next[id] = label;
  return next;
}

/**
 * For a part of an editor whose result depends on its fields: the labels of those of its fields
 * whose text is not a valid value. Such text never reaches the inputs, so a result computed beside
 * it would be the last valid one's. Provide `fields` around the part's fields; their reports still
 * reach the editor host (which refuses to save).
 */
export function useInvalidFieldsScope(): {
  invalid: readonly string[];
  fields: EditorFieldsValue;
} {
  const outer = useEditorFields();
  const outerReport = outer.reportInvalid;
  const [invalid, setInvalid] = useState<Readonly<Record<string, string>>>({});
  const reportInvalid = useCallback(
    (id: string, label: string | null) => {
      outerReport(id, label);
      setInvalid((prev) => withInvalidReport(prev, id, label));
    },
    [outerReport],
  );
  const fields = useMemo(() => ({ ...outer, reportInvalid }), [outer, reportInvalid]);
  return { invalid: useMemo(() => Object.values(invalid), [invalid]), fields };
}
