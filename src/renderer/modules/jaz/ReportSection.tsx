import type { ReportSectionProps } from '../definition';
import { GenericSection } from '../generic/ReportSection';
import { jazResults, jazSchema } from './model';
import { JazSummary } from './Summary';

/** The seasonal performance factor in the report: its summary, or the stored values. */
export function JazSection({ module, context, definition }: ReportSectionProps) {
  const payload = module.payload ?? {};
  const r = jazResults(jazSchema.parse(payload));
  return r ? (
    <JazSummary r={r} />
  ) : (
    <GenericSection module={module} context={context} definition={definition} />
  );
}
