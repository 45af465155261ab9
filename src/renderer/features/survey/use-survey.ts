import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { JsonObject } from '../../../shared/api';
import { surveyKey, surveyOf, surveyPatch, type Survey } from '../../../shared/survey/schema';
import { useSaveModuleMutation } from '../../modules/mutations';
import { projectQueries } from '../projects/queries';

/** The module whose payload carries the survey (under `gebaeudeaufnahme`). */
export const surveyModuleKey = 'project-information';
/** project-information's payload version, for a module the survey creates. */
const projectInformationVersion = 1;

/*
 * The survey of a project as the screen edits it: read from the cached project (offline), kept
 * locally while edited and written shortly after each change (or at once with Ctrl+S) into the
 * project-information payload, every other key of it kept as it is.
 */
export function useSurvey(projectId: string) {
  const detail = useQuery(projectQueries.detail(projectId));
  const module = detail.data?.modules.find((m) => m.moduleKey === surveyModuleKey);
  const stored = module?.payload?.[surveyKey];
  const [survey, setSurvey] = useState<Survey | null>(null);
  const [dirty, setDirty] = useState(false);
  const save = useSaveModuleMutation();
  const latest = useRef<Survey | null>(null);

  // What is stored shows until the consultant changes something (then theirs wins until saved).
  const storedText = JSON.stringify(stored ?? null);
  useEffect(() => {
    if (!detail.data || dirty) return;
    const next = surveyOf(module?.payload ?? null);
    setSurvey(next);
    latest.current = next;
  }, [storedText, !!detail.data]);

  const locked = module?.status === 'locked';

  const write = useCallback(() => {
    const current = latest.current;
    if (!current || locked) return;
    const payload: JsonObject = {
      ...(module?.payload ?? {}),
      ...(surveyPatch(current) as JsonObject),
    };
    save.mutate(
      {
        projectId,
        moduleKey: surveyModuleKey,
        payload,
        ...(module ? {} : { schemaVersion: projectInformationVersion }),
      },
      { onSuccess: () => setDirty(latest.current !== current) },
    );
  }, [locked, module, projectId, save]);

  // Written shortly after the last change: nothing typed waits for a button.
  useEffect(() => {
    if (!dirty) return;
    const timer = setTimeout(write, 800);
    return () => clearTimeout(timer);
  }, [dirty, survey, write]);

  const change = useCallback((next: Survey) => {
    latest.current = next;
    setSurvey(next);
    setDirty(true);
  }, []);

  return { detail, module, survey, change, write, dirty, locked, saving: save };
}
