// zod's smaller build: the browser checks answers too, once it has fetched this module
// (docs/performance.md).
import * as z from "zod/mini";
import { byAspect } from "./aspects";
import { questionnaireSteps, type StepId } from "./questionnaire";

const optionAnswer = (count: number) => z.int().check(z.minimum(1), z.maximum(count));

/** The number of options of an option step (every aspect is one: a step id is an aspect's id). */
function optionCountOf(id: StepId): number {
  const step = questionnaireSteps.find((candidate) => candidate.id === id);
  if (step?.kind !== "options") throw new Error(`${id} is not an option step of the questionnaire`);
  return step.options.length;
}

/**
 * The finished answers, keyed by step id (docs/rules.md). The selfie itself travels separately
 * as an image; here only whether one was taken.
 */
export const analysisAnswersSchema = z.strictObject({
  gender: optionAnswer(3),
  age: optionAnswer(5),
  budget: optionAnswer(3),
  // A country name: control characters (NUL among them) are never part of one.
  location: z
    .string()
    .check(z.trim(), z.minLength(1), z.maxLength(100), z.regex(/^\P{Cc}*$/u, "must not contain control characters")),
  skinType: optionAnswer(4),
  // One answer per aspect (app/domain/aspects.ts), as many options as its step has.
  ...byAspect((aspect) => optionAnswer(optionCountOf(aspect))),
});
export type AnalysisAnswers = z.infer<typeof analysisAnswersSchema>;
