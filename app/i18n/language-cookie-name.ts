/** The i18next cookie, where language detection keeps the choice (docs/rules.md, "Markets and languages"). */
export const languageCookieName = "i18next";
