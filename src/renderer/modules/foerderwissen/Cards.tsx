import { useTranslation } from 'react-i18next';
import { standDate } from '../../ui/figures/figures';
import type { KnowledgeCard } from './cards';

/** The reference cards (editor and report). */
export function KnowledgeCards({ cards }: { cards: readonly KnowledgeCard[] }) {
  const { t } = useTranslation();
  return (
    <div className="calc-cards">
      {cards.map((c) => (
        <article
          className="calc-card"
          key={c.id}
          aria-labelledby={`card-${c.id}`}
          data-testid="knowledge-card"
        >
          <h4 id={`card-${c.id}`}>{c.title}</h4>
          <p className="muted">{c.programme}</p>
          <dl>
            <dt>{t('module.foerderwissen.what')}</dt>
            <dd>{c.what}</dd>
            <dt>{t('module.foerderwissen.who')}</dt>
            <dd>{c.who}</dd>
            <dt>{t('module.foerderwissen.rates')}</dt>
            <dd>
              <ul>
                {c.rates.map((r) => (
                  <li key={r}>{r}</li>
                ))}
              </ul>
            </dd>
            <dt>{t('module.foerderwissen.conditions')}</dt>
            <dd>
              <ul>
                {c.conditions.map((r) => (
                  <li key={r}>{r}</li>
                ))}
              </ul>
            </dd>
            <dt>{t('module.foerderwissen.procedure')}</dt>
            <dd>
              <ol>
                {c.procedure.map((r) => (
                  <li key={r}>{r}</li>
                ))}
              </ol>
            </dd>
          </dl>
          <p className="muted calc-stand">
            {t('module.foerderwissen.source', { source: c.source, stand: standDate(c.stand) })}
          </p>
        </article>
      ))}
    </div>
  );
}
