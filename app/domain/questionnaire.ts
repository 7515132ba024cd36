import type { AnalysisAnswers } from "./analysis-answers";
import { type Aspect, byAspect } from "./aspects";
import { type BudgetLevel, budgetLevelOfAnswer } from "./budget";
import type { SkinType } from "./skin-types";

/**
 * The twelve steps of the skin analysis (docs/rules.md). Option steps record the 1-based option
 * index; the option keys name the translations (`analysis:steps.{id}.options.{key}`).
 */
export const questionnaireSteps = [
  { id: "gender", kind: "options", options: ["male", "female", "nonBinary"] },
  { id: "age", kind: "options", options: ["18-24", "25-34", "35-44", "45-54", "over55"] },
  { id: "budget", kind: "options", options: ["under20", "20-40", "over40"] },
  { id: "location", kind: "location" },
  { id: "skinType", kind: "options", options: ["shiny", "dry", "oily", "normal"] },
  { id: "eyebags", kind: "options", options: ["never", "rarely", "sometimes", "often", "always"] },
  { id: "dryness", kind: "options", options: ["never", "rarely", "sometimes", "often", "always"] },
  { id: "redness", kind: "options", options: ["never", "rarely", "sometimes", "often", "always"] },
  { id: "wrinkles", kind: "options", options: ["notAtAll", "barely", "somewhat", "clearly", "veryClearly"] },
  { id: "acne", kind: "options", options: ["never", "rarely", "sometimes", "often", "always"] },
  { id: "pores", kind: "options", options: ["notAtAll", "barely", "somewhat", "clearly", "veryClearly"] },
  { id: "selfie", kind: "selfie" },
] as const;

export type QuestionnaireStep = (typeof questionnaireSteps)[number];
type OptionStep = Extract<QuestionnaireStep, { kind: "options" }>;

/** The texts' key of an option of an option step: `steps.{id}.options.{option}`, typed per step. */
export type OptionTextKey = {
  [Step in OptionStep as Step["id"]]: `steps.${Step["id"]}.options.${Step["options"][number]}`;
}[OptionStep["id"]];

/** The key of one of `step`'s options. */
export function optionTextKey<Step extends OptionStep>(step: Step, option: Step["options"][number]): OptionTextKey {
  // TypeScript cannot tie `option` to `step.id` across the union of steps; the parameters do.
  return `steps.${step.id}.options.${option}` as OptionTextKey;
}
export type StepId = QuestionnaireStep["id"];
export const questionnaireLength = questionnaireSteps.length;

/** The analysis loading screen lasts this long after the last step (docs/rules.md). */
export const analysisLoadingMs = 3000;

// The answers' type lives with their schema, which brings zod: the analysis page's first load
// needs the steps without it (docs/performance.md).
export type { AnalysisAnswers };

/** docs/rules.md, "The skin analysis": 1 shiny T-zone → combination, 2 → dry, 3 → oily, 4 → normal. */
const skinTypeByAnswer: Record<number, SkinType> = { 1: "combination", 2: "dry", 3: "oily", 4: "normal" };

export function skinTypeOfAnswer(answer: number): SkinType {
  const skinType = skinTypeByAnswer[answer];
  if (!skinType) throw new RangeError(`skin type answer must be 1…4, got ${answer}`);
  return skinType;
}

/** A uniform integer in 0…20 (inclusive); the server passes a CSPRNG-backed one. */
export type ScoreNoise = () => number;

/** docs/rules.md, "The skin analysis": `100 − (20 × answer − r)`, r uniform in 0…20, clamped to 0…100. */
export function aspectScore(answer: number, noise: number): number {
  if (!Number.isInteger(noise) || noise < 0 || noise > 20) throw new RangeError(`noise must be 0…20, got ${noise}`);
  return Math.min(100, Math.max(0, 100 - (20 * answer - noise)));
}

/** What an analysis stores besides its answers: skin type, budget level and six scores. */
export interface AnalysisResult {
  skinType: SkinType;
  budget: BudgetLevel;
  scores: Record<Aspect, number>;
}

export function analysisResult(answers: AnalysisAnswers, noise: ScoreNoise): AnalysisResult {
  const scores = byAspect((aspect) => aspectScore(answers[aspect], noise()));
  return { skinType: skinTypeOfAnswer(answers.skinType), budget: budgetLevelOfAnswer(answers.budget), scores };
}
