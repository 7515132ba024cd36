import type { ReactNode } from "react";
import type { QueryEntry } from "~/domain/analysis-query";

/** The hidden fields around a step's own control (`analysisFormFields`). */
export interface StepFields {
  before: QueryEntry[];
  after: QueryEntry[];
}

/** What every step of the questionnaire takes besides its own answer: its heading's focus, and its plain form. */
export interface StepProps {
  focusHeading: boolean;
  /** Where the form goes without scripts: the page, with these fields. */
  action: string;
  fields: StepFields;
}

function Hidden(props: { entries: QueryEntry[] }) {
  return props.entries.map(([name, value]) => <input key={name} type="hidden" name={name} value={value} />);
}

/**
 * A step's controls as a plain GET form that carries the answers so far
 * (docs/decisions/0025-analysis-answers-in-the-url.md): before the page's scripts run, a tap on
 * an answer is a request the server answers with the next screen. Once hydrated, the buttons'
 * own handlers take over and keep the browser from sending it.
 */
export function StepForm(props: { action: string; fields: StepFields; children: ReactNode }) {
  return (
    <form method="get" action={props.action}>
      <Hidden entries={props.fields.before} />
      {props.children}
      <Hidden entries={props.fields.after} />
    </form>
  );
}
