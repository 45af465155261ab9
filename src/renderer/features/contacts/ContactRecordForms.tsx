import { useTranslation } from 'react-i18next';
import type { ReactNode } from 'react';
import { draftKey } from '../../stores/drafts';
import { FormError, onSubmit } from '../../ui/Field';
import { DealForm } from '../deals/DealForm';

/*
 * The deal a consultant adds to a contact on site (the building form is in features/buildings,
 * the deal form in features/deals). Inputs are kept as a draft per contact, so a half-filled form
 * survives navigation, reload and the contact's rename to its server id.
 */

export const dealDraftKey = (contactId: string) => draftKey('deal-new', contactId);
/** The draft that opens the form: empty inputs, the contact from the page (DealForm's props). */
export const emptyDeal = { title: '', stageId: '', value: '' };

interface FormProps {
  contactId: string;
  /** Saved or cancelled: the draft is gone. */
  onDone(saved: boolean): void;
}

interface InlineFormProps {
  testId: string;
  /** The submit button's words, e.g. "Gebäude hinzufügen". */
  action: string;
  saving: boolean;
  error: string | null;
  onSubmit(): void;
  onCancel(): void;
  children: ReactNode;
  /** False when the children lay out their own grids (the contact form). */
  grid?: boolean;
  /** The form's accessible name, when it has no heading of its own. */
  label?: string;
}

/** A small form opened inside a record's page, with its inputs in a grid. */
export function InlineForm({
  testId,
  action,
  saving,
  error,
  onSubmit: send,
  onCancel,
  children,
  grid = true,
  label,
}: InlineFormProps) {
  const { t } = useTranslation();
  return (
    <form
      className="inline-form"
      noValidate
      data-testid={testId}
      aria-label={label}
      onSubmit={onSubmit(send)}
      onKeyDown={(e) => {
        if (e.key === 'Escape') onCancel();
      }}
    >
      {grid ? <div className="form-grid">{children}</div> : children}
      <FormError message={error} />
      <div className="actions">
        <button type="button" onClick={onCancel}>
          {t('app.cancel')}
        </button>
        <button type="submit" className="primary" disabled={saving}>
          {saving ? t('app.saving') : action}
        </button>
      </div>
    </form>
  );
}

export function AddDealForm({ contactId, onDone }: FormProps) {
  const { t } = useTranslation();
  return (
    <DealForm
      draftKey={dealDraftKey(contactId)}
      testId="add-deal-form"
      action={t('contacts.addDeal')}
      contactId={contactId}
      autoFocus
      onDone={(saved) => onDone(!!saved)}
    />
  );
}
