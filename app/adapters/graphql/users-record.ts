import { type Aspect, byAspect } from "~/domain/aspects";
import { questionnaireSteps } from "~/domain/questionnaire";
import type { SkinAnalysis } from "~/domain/skin-analysis";

/**
 * The API's `Users` record (docs/api.md, "Users"): one per user, their latest analysis, with
 * one score field per aspect (app/domain/aspects.ts).
 */
export interface UsersRecord extends Record<Aspect, number> {
  id: string;
  email: string;
  age: number;
  gender: number;
  budget: number;
  skinType: string;
  location: string;
  image: string;
  owner: string;
  createdAt: string;
  updatedAt: string;
}

/** The value of `image` when the analysis has no selfie (the original's convention). */
export const noSelfie = "n/a";

/** The email comes from the caller's token: an analysis does not store it. */
export function usersRecordOf(analysis: SkinAnalysis, email: string): UsersRecord {
  return {
    id: analysis.userId,
    email,
    age: analysis.age,
    gender: analysis.gender,
    budget: analysis.budget,
    skinType: analysis.skinType,
    location: analysis.location,
    image: analysis.hasSelfie ? `${analysis.userId}.jpg` : noSelfie,
    ...byAspect((aspect) => analysis.scores[aspect]),
    owner: analysis.userId,
    // An analysis is never changed, only followed by a newer one.
    createdAt: analysis.createdAt,
    updatedAt: analysis.createdAt,
  };
}

/** The input of `updateUsers`: the questionnaire's answers, one per aspect among them. */
export interface UpdateUsersInput extends Record<Aspect, number> {
  id: string;
  gender: number;
  age: number;
  budget: number;
  location: string;
  skinType: number;
  image?: string | null;
}

/** The answers of `updateUsers`, as the analysis service takes them (docs/rules.md, "The skin analysis"). */
export function answersOf(input: UpdateUsersInput): Record<string, unknown> {
  const { gender, age, budget, location, skinType } = input;
  return { gender, age, budget, location, skinType, ...byAspect((aspect) => input[aspect]) };
}

/** Only "no selfie" can be given here: a selfie is an image, uploaded with the web analysis. */
export function isAcceptedImage(image: string | null | undefined): boolean {
  return image === undefined || image === null || image === noSelfie;
}

/** Why an answer was refused, in terms of the questionnaire (option numbers are 1-based). */
export function answerRule(field: string): string {
  const step = questionnaireSteps.find((candidate) => candidate.id === field);
  if (step?.kind === "options") return `must be an option number from 1 to ${step.options.length}`;
  if (step?.kind === "location") return "must be a country name of 1 to 100 characters";
  return "is not an answer of the analysis";
}
