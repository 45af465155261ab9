import { lazyScreen, whenIdle, type LazyScreen } from './lazy-screen';

/*
 * Every screen but the contact list is its own chunk (lazy-screen.tsx says why). The order is
 * the order of preloading: what a user opens first after the list.
 */

export const ContactDetailView = lazyScreen(() =>
  import('../features/contacts/ContactDetail').then((m) => m.ContactDetailView),
);
export const NewContactForm = lazyScreen(() =>
  import('../features/contacts/NewContactForm').then((m) => m.NewContactForm),
);
export const PipelineScreen = lazyScreen(() =>
  import('../features/pipeline/PipelineScreen').then((m) => m.PipelineScreen),
);
export const ProjectsScreen = lazyScreen(() =>
  import('../features/projects/ProjectsScreen').then((m) => m.ProjectsScreen),
);
export const DealScreen = lazyScreen(() =>
  import('../features/deals/DealScreen').then((m) => m.DealScreen),
);
export const OutboxScreen = lazyScreen(() =>
  import('../features/outbox/OutboxScreen').then((m) => m.OutboxScreen),
);
export const SettingsScreen = lazyScreen(() =>
  import('../features/settings/SettingsScreen').then((m) => m.SettingsScreen),
);
export const BuildingScreen = lazyScreen(() =>
  import('../features/buildings/BuildingScreen').then((m) => m.BuildingScreen),
);
export const ReportScreen = lazyScreen(() =>
  import('../features/report/ReportScreen').then((m) => m.ReportScreen),
);
export const SurveyScreen = lazyScreen(() =>
  import('../features/survey/SurveyScreen').then((m) => m.SurveyScreen),
);
export const BeforeLeavingScreen = lazyScreen(() =>
  import('../features/survey/BeforeLeavingScreen').then((m) => m.BeforeLeavingScreen),
);
export const PvPlannerScreen = lazyScreen(() =>
  import('../features/pv-planner/PvPlannerScreen').then((m) => m.PvPlannerScreen),
);

const preloadOrder: LazyScreen<never>[] = [
  ContactDetailView,
  NewContactForm,
  PipelineScreen,
  ProjectsScreen,
  DealScreen,
  OutboxScreen,
  SettingsScreen,
  BuildingScreen,
  ReportScreen,
  PvPlannerScreen,
  SurveyScreen,
  BeforeLeavingScreen,
];

/**
 * Loads every screen's chunk, one per idle period, so the first list is never held up by it and
 * a later visit renders at once. A chunk that fails to load is left to its first visit.
 */
export function preloadScreens(): Promise<void> {
  return preloadOrder.reduce<Promise<void>>(
    (previous, screen) =>
      previous.then(
        () =>
          new Promise<void>((done) =>
            whenIdle(
              () =>
                void screen.preload().then(
                  () => done(),
                  () => done(),
                ),
            ),
          ),
      ),
    Promise.resolve(),
  );
}
