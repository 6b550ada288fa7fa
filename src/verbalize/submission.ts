/** The submission row (src/spec/submission.ts, the plan format shared with the solver). */
export { submissionDay, submissionPlan, transportText } from '../spec/submission.ts';
