import { expect, it } from "vitest";
import { requestLanguage, withPageLanguage } from "./request-language.server";

it("takes the page's language first, then the cookie's, then Accept-Language, else English", () => {
  const browser = new Headers({ cookie: "i18next=en", "accept-language": "en-GB,en;q=0.9" });
  expect(requestLanguage(withPageLanguage(browser, "id"))).toBe("id");
  expect(requestLanguage(browser)).toBe("en");
  expect(requestLanguage(new Headers({ "accept-language": "id-ID,id;q=0.9,en;q=0.5" }))).toBe("id");
  expect(requestLanguage(new Headers({ "x-kulit-page-language": "fr", "accept-language": "id" }))).toBe("id");
  expect(requestLanguage(new Headers())).toBe("en");
});
