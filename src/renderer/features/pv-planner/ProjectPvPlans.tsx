import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { contactQueries } from '../contacts/queries';
import { projectQueries } from '../projects/queries';
import { draftKey, useDraft } from '../../stores/drafts';
import { NewPvPlanForm } from './NewPvPlanForm';
import { PvPlanList } from './PvPlanList';
import { pvPlanQueries } from './queries';
import './pv-planner.css';

/** The PV plans of a project, on the project page: list, and a new plan for its building. */
export function ProjectPvPlans({ projectId }: { projectId: string }) {
  const { t } = useTranslation();
  const plans = useQuery(pvPlanQueries.byProject(projectId));
  const project = useQuery(projectQueries.detail(projectId)).data?.project;
  const contact = useQuery({
    ...contactQueries.detail(project?.contactId ?? ''),
    enabled: !!project?.contactId,
  });
  const hasDraft = !!useDraft(draftKey('pv-plan-new', projectId));
  const [open, setOpen] = useState(false);
  const creating = open || hasDraft;
  const buildings = (contact.data?.buildings ?? []).filter((b) => b.id === project?.buildingId);

  return (
    <section className="pv-section" aria-labelledby={`pv-plans-${projectId}`}>
      <div className="section-header">
        <h3 id={`pv-plans-${projectId}`}>{t('pvPlanner.plansTitle')}</h3>
        {!creating && (
          <button type="button" onClick={() => setOpen(true)}>
            {t('pvPlanner.newPlan')}
          </button>
        )}
      </div>
      {creating && project && (
        <NewPvPlanForm
          draftOwner={projectId}
          projects={[{ id: project.id, title: project.title }]}
          buildings={
            buildings.length
              ? buildings
              : [{ id: project.buildingId, name: t('pvPlanner.form.building') }]
          }
          initial={{ projectId: project.id, buildingId: project.buildingId }}
          onDone={() => setOpen(false)}
        />
      )}
      <PvPlanList plans={plans.data?.data ?? []} label={t('pvPlanner.listLabel')} />
    </section>
  );
}
