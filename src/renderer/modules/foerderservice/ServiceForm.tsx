import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../i18n/errors';
import { enumLabel } from '../../i18n/labels';
import type { ModuleEditorProps } from '../definition';
import { CheckboxInput, DateInput, TextInput } from '../../ui/fields/fields';
import { useSaveModuleMutation } from '../mutations';
import '../../ui/figures/figures.css';
import {
  requiredDocuments,
  serviceProblems,
  serviceResults,
  serviceSchema,
  statusMoves,
  type ServiceDefinition,
  type ServiceInput,
} from './service-model';

/** The BzA / BnD order form: data, document checklist, what is missing, and the status flow. */
export function ServiceForm({
  def,
  value,
  onChange,
  readOnly,
  context,
}: ModuleEditorProps<ServiceInput> & { def: ServiceDefinition }) {
  const { t } = useTranslation();
  const module = context.modules[def.key];
  const problems = serviceProblems(def, value, context);
  // Element ids stay apart when both orders' forms are on one page.
  const k = def.key === 'foerderservice' ? 'bza' : 'bnd';
  const summary = serviceResults(def, value, context);
  const stored = serviceSchema.safeParse(module?.payload ?? {});
  const saved = stored.success && JSON.stringify(stored.data) === JSON.stringify(value);
  const save = useSaveModuleMutation();
  const [error, setError] = useState<string | null>(null);
  const status = module?.status ?? 'not_started';
  const moves = module ? statusMoves(status, summary.complete) : [];
  const facts = def.prefill(context);

  return (
    <div className="calc-form">
      <p className="calc-note">{t(`module.${def.key}.intro`)}</p>
      <fieldset className="calc-group">
        <legend>{t('module.foerderservice.data')}</legend>
        <div className="calc-grid">
          {def.fields.map((f) => {
            const common = {
              label: t(`module.foerderservice.fields.${f.id}`),
              value: value.data[f.id] ?? '',
              path: `data.${f.id}`,
              error:
                problems.fields[f.id] && problems.fields[f.id] !== 'required'
                  ? t(`editorParts.problems.${problems.fields[f.id]}`)
                  : null,
              hint:
                facts[f.id] && facts[f.id] !== value.data[f.id]
                  ? t('module.foerderservice.fromProject', { value: facts[f.id] })
                  : undefined,
              onChange: (v: string) => onChange({ ...value, data: { ...value.data, [f.id]: v } }),
            };
            return f.kind === 'date' ? (
              <DateInput key={f.id} {...common} />
            ) : (
              <TextInput key={f.id} {...common} number={f.kind === 'number'} />
            );
          })}
        </div>
      </fieldset>
      <fieldset className="calc-group">
        <legend>
          {t('module.foerderservice.documents', {
            done: summary.documentsDone,
            count: summary.documentsRequired,
          })}
        </legend>
        {readOnly ? (
          // Read-only (locked by the back office): the checklist as text, nothing to tick.
          <ul className="calc-checklist-read" data-testid="service-checklist">
            {requiredDocuments(def, context).map((d) => (
              <li key={d.id}>
                <span aria-hidden>{value.documents[d.id] ? '☑' : '☐'}</span>{' '}
                {t(`module.foerderservice.docs.${d.id}`)}
                <span className="me-sr-only">
                  {': '}
                  {value.documents[d.id]
                    ? t('module.foerderservice.docDone')
                    : t('module.foerderservice.docMissing')}
                </span>
              </li>
            ))}
          </ul>
        ) : (
          <div className="calc-checks" data-testid="service-checklist">
            {requiredDocuments(def, context).map((d) => (
              <CheckboxInput
                key={d.id}
                label={t(`module.foerderservice.docs.${d.id}`)}
                checked={!!value.documents[d.id]}
                onChange={(on) =>
                  onChange({ ...value, documents: { ...value.documents, [d.id]: on } })
                }
              />
            ))}
          </div>
        )}
      </fieldset>
      <TextInput
        label={t('module.foerderservice.notes')}
        multiline
        value={value.notes}
        onChange={(notes) => onChange({ ...value, notes })}
      />
      <section
        className="calc-group"
        aria-labelledby={`missing-${k}`}
        data-testid="service-missing"
      >
        <h4 id={`missing-${k}`}>{t('module.foerderservice.check')}</h4>
        {summary.complete ? (
          <p className="ok">{t('module.foerderservice.complete')}</p>
        ) : (
          <ul className="calc-missing">
            {summary.missingFields.map((f) => (
              <li key={f}>
                {t(`module.foerderservice.fields.${f}`)}:{' '}
                {t(`editorParts.problems.${problems.fields[f]}`)}
              </li>
            ))}
            {summary.missingDocuments.map((d) => (
              <li key={d}>
                {t(`module.foerderservice.docs.${d}`)}: {t('module.foerderservice.docMissing')}
              </li>
            ))}
          </ul>
        )}
      </section>
      <section className="calc-group" aria-labelledby={`flow-${k}`} data-testid="service-flow">
        <h4 id={`flow-${k}`}>{t('module.foerderservice.flow')}</h4>
        <ol className="calc-flow">
          {(['draft', 'ready', 'submitted'] as const).map((s) => (
            <li
              key={s}
              className={status === s ? 'current' : undefined}
              aria-current={status === s ? 'step' : undefined}
            >
              {enumLabel(t, 'moduleStatus', s)}
            </li>
          ))}
        </ol>
        {status === 'locked' && (
          <p className="muted">{module?.lockedReason ?? t('module.foerderservice.locked')}</p>
        )}
        {!readOnly && moves.length > 0 && (
          <div className="actions-row">
            {moves.map((m) => (
              <button
                key={m.to}
                type="button"
                className={m.to === 'draft' ? undefined : 'primary'}
                disabled={!m.allowed || !saved || save.isPending}
                onClick={async () => {
                  setError(null);
                  try {
                    await save.mutateAsync({
                      projectId: module!.projectId,
                      moduleKey: def.key,
                      status: m.to,
                    });
                  } catch (e) {
                    setError(errorText(t, e));
                  }
                }}
              >
                {t(`module.foerderservice.to.${m.to}`)}
              </button>
            ))}
            {!saved && <span className="muted">{t('module.foerderservice.saveFirst')}</span>}
            {saved && !summary.complete && (
              <span className="muted">{t('module.foerderservice.completeFirst')}</span>
            )}
          </div>
        )}
        {error && (
          <p className="form-error" role="alert">
            {error}
          </p>
        )}
      </section>
    </div>
  );
}
