import { describe, expect, it } from "vitest";
import { answerRule, answersOf, isAcceptedImage, usersRecordOf } from "./users-record";
import { sampleAnalysis } from "./sample-analysis.fixture";

const analysis = sampleAnalysis;

describe("Users records", () => {
  it("are the latest analysis with the caller's email; id and owner are the user", () => {
    expect(usersRecordOf(analysis, "ayu@example.com")).toEqual({
      id: "user-1",
      owner: "user-1",
      email: "ayu@example.com",
      gender: 2,
      age: 3,
      budget: 2,
      location: "Indonesia",
      skinType: "oily",
      image: "n/a",
      eyebags: 80,
      dryness: 60,
      redness: 45,
      wrinkles: 90,
      acne: 20,
      pores: 55,
      createdAt: "2025-06-01T12:00:00.000Z",
      updatedAt: "2025-06-01T12:00:00.000Z",
    });
  });

  it("name the selfie by the user when there is one", () => {
    expect(usersRecordOf({ ...analysis, hasSelfie: true }, "a@b.c").image).toBe("user-1.jpg");
  });
});

describe("updateUsers input", () => {
  const input = {
    id: "user-1",
    gender: 1,
    age: 2,
    budget: 3,
    location: "Malaysia",
    skinType: 4,
    eyebags: 1,
    dryness: 2,
    redness: 3,
    wrinkles: 4,
    acne: 5,
    pores: 1,
    image: "n/a",
  };

  it("gives the analysis only the answers", () => {
    const { id: _id, image: _image, ...answers } = input;
    expect(answersOf(input)).toEqual(answers);
  });

  it("takes no image but 'n/a'", () => {
    expect(isAcceptedImage(undefined)).toBe(true);
    expect(isAcceptedImage(null)).toBe(true);
    expect(isAcceptedImage("n/a")).toBe(true);
    expect(isAcceptedImage("user-1.jpg")).toBe(false);
  });

  it("explains each answer's rule", () => {
    expect(answerRule("age")).toBe("must be an option number from 1 to 5");
    expect(answerRule("gender")).toBe("must be an option number from 1 to 3");
    expect(answerRule("location")).toBe("must be a country name of 1 to 100 characters");
  });
});
