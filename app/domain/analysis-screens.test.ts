import { describe, expect, it } from "vitest";
import {
  canShowScreen,
  finishedAnswers,
  firstOpenScreen,
  parseAnalysisScreen,
  previousScreen,
  screenAfter,
  screenToShow,
  stepNumberOf,
} from "./analysis-screens";
import { sampleAnswers } from "./sample-answers.fixture";

const nothing = { answers: {}, selfieDecided: false };
const threeAnswered = { answers: { gender: 1, age: 2, budget: 3 }, selfieDecided: false };
const allButSelfie = { answers: sampleAnswers, selfieDecided: false };
const everything = { answers: sampleAnswers, selfieDecided: true };

describe("analysis screens", () => {
  it("reads only the screens there are", () => {
    expect(parseAnalysisScreen("budget")).toBe("budget");
    expect(parseAnalysisScreen("summary")).toBe("summary");
    expect(parseAnalysisScreen("result")).toBe("result");
    expect(parseAnalysisScreen("nope")).toBeNull();
    expect(parseAnalysisScreen(null)).toBeNull();
  });

  it("opens at the first step not answered, then the summary", () => {
    expect(firstOpenScreen(nothing)).toBe("gender");
    expect(firstOpenScreen(threeAnswered)).toBe("location");
    expect(firstOpenScreen(allButSelfie)).toBe("selfie");
    expect(firstOpenScreen(everything)).toBe("summary");
    // A gap in the middle (an answer removed by hand in storage) is asked again.
    const { age: _age, ...withoutAge } = sampleAnswers;
    expect(firstOpenScreen({ answers: withoutAge, selfieDecided: true })).toBe("age");
  });

  it("shows answered steps and the first open one, never a step further on", () => {
    expect(canShowScreen("gender", threeAnswered, false)).toBe(true);
    expect(canShowScreen("location", threeAnswered, false)).toBe(true);
    expect(canShowScreen("skinType", threeAnswered, false)).toBe(false);
    expect(canShowScreen("summary", allButSelfie, false)).toBe(false);
    expect(canShowScreen("summary", everything, false)).toBe(true);
    expect(canShowScreen("result", everything, false)).toBe(false);
    expect(canShowScreen("result", everything, true)).toBe(true);
  });

  it("goes back one screen, and forward to the next or to the summary it came from", () => {
    expect(previousScreen("gender")).toBeNull();
    expect(previousScreen("age")).toBe("gender");
    expect(previousScreen("summary")).toBe("selfie");
    expect(previousScreen("result")).toBe("summary");
    expect(screenAfter("gender", false)).toBe("age");
    expect(screenAfter("pores", false)).toBe("selfie");
    expect(screenAfter("selfie", false)).toBe("summary");
    expect(screenAfter("age", true)).toBe("summary");
  });

  it("numbers the twelve steps only", () => {
    expect(stepNumberOf("gender")).toBe(1);
    expect(stepNumberOf("selfie")).toBe(12);
    expect(stepNumberOf("summary")).toBeNull();
  });

  it("shows the screen asked for when it can be shown, the result when none is asked for, else the first open step", () => {
    expect(screenToShow("age", threeAnswered, false)).toBe("age");
    expect(screenToShow("pores", threeAnswered, false)).toBe("location");
    expect(screenToShow(null, threeAnswered, false)).toBe("location");
    expect(screenToShow(null, everything, true)).toBe("result");
    expect(screenToShow("summary", everything, true)).toBe("summary");
    expect(screenToShow("result", everything, false)).toBe("summary");
  });

  it("has every answer once each step before the selfie is answered", () => {
    expect(finishedAnswers(allButSelfie)).toEqual(sampleAnswers);
    expect(finishedAnswers(threeAnswered)).toBeNull();
    expect(finishedAnswers(nothing)).toBeNull();
  });
});
