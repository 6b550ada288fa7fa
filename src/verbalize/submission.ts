/** The submission row (src/tripspec/submission.ts, the plan format shared with the solver). */
export { submissionPlan } from '../tripspec/submission.ts';
