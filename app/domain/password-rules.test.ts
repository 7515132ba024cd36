import { describe, expect, it } from "vitest";
import { passwordLengthProblem } from "./password-rules";

describe("passwordLengthProblem", () => {
  it("counts characters as people see them, not UTF-16 units", () => {
    expect(passwordLengthProblem("😀😀😀😀")).toBe("password-too-short");
    expect(passwordLengthProblem("😀😀😀😀😀😀😀😀")).toBeNull();
    expect(passwordLengthProblem("😀".repeat(128))).toBeNull();
    expect(passwordLengthProblem("😀".repeat(129))).toBe("password-too-long");
  });

  it("takes 8 to 128 characters", () => {
    expect(passwordLengthProblem("x".repeat(7))).toBe("password-too-short");
    expect(passwordLengthProblem("x".repeat(8))).toBeNull();
    expect(passwordLengthProblem("x".repeat(128))).toBeNull();
    expect(passwordLengthProblem("x".repeat(129))).toBe("password-too-long");
  });
});
