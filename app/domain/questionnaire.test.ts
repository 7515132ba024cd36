import { describe, expect, it } from "vitest";
import { aspects } from "./aspects";
import { analysisAnswersSchema } from "./analysis-answers";
import { analysisResult, aspectScore, questionnaireSteps, skinTypeOfAnswer } from "./questionnaire";
import { sampleAnswers as answers } from "./sample-answers.fixture";

/** The field names a parse failure points at. */
function refusedFields(input: unknown): string[] {
  const result = analysisAnswersSchema.safeParse(input);
  if (result.success) return [];
  return result.error.issues.flatMap((issue) =>
    issue.code === "unrecognized_keys" ? issue.keys : issue.path.map(String),
  );
}

describe("skinTypeOfAnswer", () => {
  it("maps the four options of docs/rules.md", () => {
    expect([1, 2, 3, 4].map(skinTypeOfAnswer)).toEqual(["combination", "dry", "oily", "normal"]);
  });

  it.each([0, 5, 1.5, -1, Number.NaN])("refuses %s", (answer) => {
    expect(() => skinTypeOfAnswer(answer)).toThrow(RangeError);
  });
});

describe("aspectScore", () => {
  it("is 100 − (20 × answer − r)", () => {
    expect(aspectScore(1, 0)).toBe(80);
    expect(aspectScore(1, 20)).toBe(100);
    expect(aspectScore(3, 7)).toBe(47);
    expect(aspectScore(5, 0)).toBe(0);
    expect(aspectScore(5, 20)).toBe(20);
  });

  it("stays an integer in 0…100 for every answer and every r", () => {
    for (let answer = 1; answer <= 5; answer += 1) {
      for (let noise = 0; noise <= 20; noise += 1) {
        const score = aspectScore(answer, noise);
        expect(Number.isInteger(score)).toBe(true);
        expect(score).toBeGreaterThanOrEqual(0);
        expect(score).toBeLessThanOrEqual(100);
      }
    }
  });

  it.each([-1, 21, 2.5, Number.NaN])("refuses the noise %s", (noise) => {
    expect(() => aspectScore(3, noise)).toThrow(RangeError);
  });
});

describe("analysisResult", () => {
  it("derives skin type, budget level and six scores, one noise draw per aspect", () => {
    const draws = [0, 20, 10, 5, 3, 1];
    let next = 0;
    const result = analysisResult(answers, () => draws[next++] ?? 0);
    expect(next).toBe(6);
    expect(result).toEqual({
      skinType: "combination",
      budget: 2,
      scores: { eyebags: 80, dryness: 80, redness: 50, wrinkles: 25, acne: 3, pores: 41 },
    });
  });

  it("keeps every score in 0…100 whatever the answers and noise", () => {
    for (let answer = 1; answer <= 5; answer += 1) {
      for (const noise of [0, 10, 20]) {
        const all = Object.fromEntries(aspects.map((aspect) => [aspect, answer]));
        const { scores } = analysisResult({ ...answers, ...all }, () => noise);
        for (const aspect of aspects) {
          expect(scores[aspect]).toBe(100 - (20 * answer - noise));
          expect(scores[aspect]).toBeGreaterThanOrEqual(0);
          expect(scores[aspect]).toBeLessThanOrEqual(100);
        }
      }
    }
  });
});

describe("analysisAnswersSchema", () => {
  it("accepts a complete set of answers and trims the location", () => {
    expect(analysisAnswersSchema.parse({ ...answers, location: "  Indonesia " })).toEqual(answers);
  });

  it("has one answer per question step, with that step's number of options", () => {
    const shape = analysisAnswersSchema.shape;
    const stepIds = questionnaireSteps.filter((step) => step.kind !== "selfie").map((step) => step.id);
    expect(Object.keys(shape).sort()).toEqual([...stepIds].sort());
    for (const step of questionnaireSteps) {
      if (step.kind !== "options") continue;
      expect(analysisAnswersSchema.safeParse({ ...answers, [step.id]: step.options.length }).success, step.id).toBe(
        true,
      );
      expect(refusedFields({ ...answers, [step.id]: step.options.length + 1 }), step.id).toEqual([step.id]);
      expect(refusedFields({ ...answers, [step.id]: 0 }), step.id).toEqual([step.id]);
    }
  });

  it.each([
    ["a missing step", { ...answers, acne: undefined }, ["acne"]],
    ["a fractional option", { ...answers, pores: 2.5 }, ["pores"]],
    ["an option as text", { ...answers, gender: "2" }, ["gender"]],
    ["a negative option", { ...answers, age: -1 }, ["age"]],
    ["an empty location", { ...answers, location: "   " }, ["location"]],
    ["a location over 100 characters", { ...answers, location: "x".repeat(101) }, ["location"]],
    ["a location with a NUL byte", { ...answers, location: "Indo\u0000nesia" }, ["location"]],
    ["a location that is not text", { ...answers, location: 7 }, ["location"]],
    ["scores sent by the browser", { ...answers, eyebags: 1, scores: { eyebags: 100 } }, ["scores"]],
    ["several problems at once", { ...answers, budget: 4, skinType: 0 }, ["budget", "skinType"]],
  ])("refuses %s", (_name, input, fields) => {
    expect(refusedFields(input)).toEqual(fields);
  });

  it.each([null, undefined, "answers", 3, []])("refuses %j instead of answers", (input) => {
    expect(analysisAnswersSchema.safeParse(input).success).toBe(false);
  });
});
