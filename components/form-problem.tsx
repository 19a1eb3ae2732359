import { Alert } from './alert';

/** A value a form refused before sending anything: which field, and why. */
export interface FormProblemData {
  /** The input the problem is about (e.g. `apiKey`, `start_date`). */
  field: string;
  /** What is wrong and how to put it right, for a person. */
  message: string;
}

/** A form's own check that failed: shown as an alert, with nothing of an API failure about it. */
export function FormProblem({ problem }: { problem: FormProblemData }) {
  return (
    <Alert field={problem.field}>
      <p>{problem.message}</p>
    </Alert>
  );
}
