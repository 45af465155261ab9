import { useTranslation } from 'react-i18next';
import type { ReportSectionProps } from '../definition';
import { standDate } from '../../ui/figures/figures';
import { knowledgeCards } from './cards';
import { foerderwissenSchema, visibleCards } from './model';

/** The knowledge cards that apply to the project, each with its source and date. */
export function FoerderwissenSection({ module, context }: ReportSectionProps) {
  const { t } = useTranslation();
  const payload = module.payload ?? {};
  const cards = visibleCards(foerderwissenSchema.parse(payload), context);
  return (
    <ul>
      {cards.map((c) => (
        <li key={c.id}>
          {c.title} – {c.source}, {t('report.stand', { stand: standDate(c.stand) })}
        </li>
      ))}
      {cards.length === 0 && <li>{t('report.noCards', { count: knowledgeCards.length })}</li>}
    </ul>
  );
}
