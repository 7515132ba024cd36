import { describe, expect, it } from "vitest";
import { analysisFormFields, analysisQuery } from "./analysis-query";
import { readAnalysisQuery } from "./read-analysis-query";
import { sampleAnswers } from "./sample-answers.fixture";

const read = (query: string) => readAnalysisQuery(new URLSearchParams(query));

describe("the analysis's answers in a URL", () => {
  it("reads every answer, the skipped selfie, the screen and review", () => {
    const query = read(
      "step=summary&gender=2&age=3&budget=2&location=Indonesia&skinType=1&eyebags=1&dryness=2&redness=3&wrinkles=4&acne=5&pores=3&selfie=skip&review=1",
    );
    expect(query).toEqual({
      screen: "summary",
      review: true,
      answers: sampleAnswers,
      selfieSkipped: true,
      rejected: [],
      carriesState: true,
    });
  });

  it("writes what it reads, in one order", () => {
    const state = { answers: sampleAnswers, selfieSkipped: true };
    const written = analysisQuery("summary", state);
    expect(written).toBe(
      "step=summary&gender=2&age=3&budget=2&location=Indonesia&skinType=1&eyebags=1&dryness=2&redness=3&wrinkles=4&acne=5&pores=3&selfie=skip",
    );
    expect(read(written)).toMatchObject({ screen: "summary", answers: sampleAnswers, selfieSkipped: true });
    // A country's name with spaces and an accent comes back as it went.
    const country = { answers: { gender: 1, age: 1, budget: 1, location: "Côte d'Ivoire" }, selfieSkipped: false };
    expect(read(analysisQuery("skinType", country)).answers).toEqual(country.answers);
  });

  it("leaves out each value its step's schema refuses, and names it", () => {
    const query = read("step=age&gender=4&age=0&budget=2.0&skinType=x&eyebags=%201&dryness=2&selfie=yes&review=2");
    expect(query.answers).toEqual({ dryness: 2 });
    expect(query.selfieSkipped).toBe(false);
    expect(query.rejected).toEqual(["gender", "age", "budget", "skinType", "eyebags", "selfie", "review"]);
    expect(query.screen).toBe("age");
  });

  it("refuses an empty or overlong country, one with control characters, a repeated field and an unknown screen", () => {
    expect(read("location=%20%20").rejected).toEqual(["location"]);
    expect(read(`location=${"a".repeat(101)}`).rejected).toEqual(["location"]);
    expect(read("location=Ja%00pan").rejected).toEqual(["location"]);
    expect(read("gender=1&gender=2")).toMatchObject({ answers: {}, rejected: ["gender"] });
    expect(read("step=nope")).toMatchObject({ screen: null, rejected: ["step"], carriesState: true });
  });

  it("trims a country's name as the save does", () => {
    expect(read("location=%20Japan%20").answers).toEqual({ location: "Japan" });
  });

  it("ignores fields that are not the analysis's, and says when the query carries none", () => {
    expect(read("utm_source=newsletter")).toEqual({
      screen: null,
      review: false,
      answers: {},
      selfieSkipped: false,
      rejected: [],
      carriesState: false,
    });
  });

  it("parts a step form's hidden fields around the step's own, so the form builds the same URL", () => {
    const state = { answers: { gender: 2, age: 3, budget: 1, skinType: 2 }, selfieSkipped: false };
    const fields = analysisFormFields("age", "budget", state, false);
    const submitted = new URLSearchParams([...fields.before, ["age", "4"], ...fields.after].map(([n, v]) => [n, v]));
    expect(submitted.toString()).toBe(analysisQuery("budget", { ...state, answers: { ...state.answers, age: 4 } }));
    const fromSummary = analysisFormFields("skinType", "summary", state, true);
    expect(fromSummary.after.at(-1)).toEqual(["review", "1"]);
    expect(fromSummary.before[0]).toEqual(["step", "summary"]);
  });
});
