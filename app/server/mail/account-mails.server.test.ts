import { describe, expect, it } from "vitest";
import { languages } from "~/domain/language";
import { existingAccountMail, noAccountMail, passwordResetMail, verificationCodeMail } from "./account-mails.server";

describe("account mails", () => {
  it.each(languages)("fill in every placeholder of the %s texts (app/server/locales/{lng}/mail.json)", (language) => {
    const mails = [
      verificationCodeMail(language, "482913"),
      passwordResetMail(language, "482913"),
      existingAccountMail(language, "https://k.test/signin", "https://k.test/reset"),
      noAccountMail(language, "https://k.test/signup"),
    ];
    for (const mail of mails) expect(JSON.stringify(mail)).not.toContain("{{");
    for (const mail of mails.slice(0, 2)) {
      expect(mail.subject).toContain("482913");
      expect(mail.text).toMatch(/ 10 (minutes|menit)\./);
    }
  });

  it("closes with the sign-off's two lines", () => {
    expect(verificationCodeMail("en", "1").text.endsWith("\n\nWarm wishes,\nThe kulit team\n")).toBe(true);
    expect(noAccountMail("id", "https://k.test/").html).toContain("Salam hangat,<br>Tim kulit");
  });
});
