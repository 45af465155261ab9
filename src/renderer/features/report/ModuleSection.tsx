import { useTranslation } from 'react-i18next';
import type { ProjectModule } from '../../../shared/api';
import { enumLabel, moduleName } from '../../i18n/labels';
import type { ModuleContext } from '../../modules/definition';
import { definitionFor } from '../../modules/registry';

/** Statuses worth printing beside a module's name (a computed module may still say "draft"). */
const shownStatuses = new Set(['ready', 'completed', 'submitted', 'locked']);

/**
 * One module in the report: its name and status, then the section its definition brings
 * (modules/<key>/ReportSection.tsx; the generic one for a key the app doesn't know).
 */
export function ModuleSection({
  module,
  context,
}: {
  module: ProjectModule;
  context: ModuleContext;
}) {
  const { t } = useTranslation();
  const definition = definitionFor(module.moduleKey);
  return (
    <section
      className="report-module"
      aria-labelledby={`rm-${module.moduleKey}`}
      data-module={module.moduleKey}
    >
      <h2 id={`rm-${module.moduleKey}`}>
        {moduleName(t, module.moduleKey)}{' '}
        {shownStatuses.has(module.status) && (
          <span className="report-status">{enumLabel(t, 'moduleStatus', module.status)}</span>
        )}
      </h2>
      <definition.ReportSection module={module} context={context} definition={definition} />
    </section>
  );
}
