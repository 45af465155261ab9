/*
 * The PV plans of a project, on the project page. Seam for the PV planner (issue 13): the project
 * page renders this; the planner's list of plans replaces the body. Renders nothing until then.
 */
export function ProjectPvPlans(_props: { projectId: string }) {
  return null;
}
