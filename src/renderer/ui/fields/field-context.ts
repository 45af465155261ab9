import { createContext, useContext, useEffect, useId } from 'react';

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
