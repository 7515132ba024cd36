/**
 * The mail server goes away (docs/resilience.md): with the SMTP sink stopped, a visitor signing
 * up is told, in their language, that the mail could not be sent; once the sink is back, "Resend
 * verification code" on the confirmation page mails a code and the account is confirmed: a
 * failed mail leaves no account stuck.
 */
import { expect, it } from "vitest";
import { languages } from "~/domain/language";
import { profilePath, signUpConfirmPath } from "~/domain/site-paths";
import { figure, seconds } from "./support/figures";
import { scenarioSite } from "./support/scenario-site";
import { siteText } from "./support/site-texts";
import { confirmWithMailedCode, pageText, postForm, sendSignUp, uniqueAddress } from "./support/visitor";

const scenario = "SMTP down";

const running = scenarioSite("sqlite");

it.each(languages)(
  "tells the visitor the mail was not sent (%s), and resending once the mail server is back confirms the account",
  async (language) => {
    const email = uniqueAddress(`smtp-down-${language}`);
    await running.sink.stop();
    let signUp;
    try {
      const asked = performance.now();
      signUp = await sendSignUp(running.site.baseUrl, language, email);
      figure(
        scenario,
        `${language}: sign-up answered ${signUp.status} in ${seconds(performance.now() - asked)} with the sink stopped`,
      );
    } finally {
      await running.sink.start();
    }
    expect(signUp.status).toBe(503);
    const page = pageText(await signUp.text());
    expect(page).toContain(`<html lang="${language}"`);
    expect(page).toContain(siteText(language, "account", "errors.mail-not-sent"));

    const since = Date.now() - 1000;
    const resent = await postForm(running.site.baseUrl, signUpConfirmPath(language, email), { intent: "resend" });
    expect(resent.status).toBe(200);
    const visitor = await confirmWithMailedCode(running.site.baseUrl, running.sink.dir, language, email, since);
    const profile = await fetch(`${running.site.baseUrl}${profilePath(language)}`, {
      headers: { cookie: visitor.cookie },
      redirect: "manual",
    });
    expect(profile.status).toBe(200);
    expect(await profile.text()).toContain(email);
    figure(scenario, `${language}: after the sink came back, resend, code and confirmation signed the visitor in`);
  },
);
