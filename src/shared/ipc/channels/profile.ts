import { consultantProfileSchema, profileProblems } from '../../domain/consultant-profile';
import { empty } from './common';

/*
 * The consultant's profile of the active workspace (name, company, address, phone, e-mail,
 * logo), answered by the host from the workspace's own folder; the report prints it.
 */
export const profileChannels = {
  'profile.get': { request: empty, response: consultantProfileSchema },
  'profile.set': {
    // The whole profile: an empty text clears its line, a null logo removes the logo.
    request: consultantProfileSchema.strict().superRefine((profile, ctx) => {
      // The logo's format and size are the schema's own checks.
      const { logo: _logo, ...problems } = profileProblems(profile);
      for (const [field, problem] of Object.entries(problems))
        ctx.addIssue({ code: 'custom', path: [field], message: problem, params: { problem } });
    }),
    response: consultantProfileSchema,
  },
} as const;
