/** The submission row (src/spec/submission.ts, the plan format shared with the solver). */
export { submissionPlan } from '../spec/submission.ts';
