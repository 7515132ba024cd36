import type { Language } from "~/domain/language";
import enCatalog from "../../public/locales/en/catalog.json";
import enCommon from "../../public/locales/en/common.json";
import enFunctions from "../../public/locales/en/functions.json";
import enHome from "../../public/locales/en/home.json";
import idCatalog from "../../public/locales/id/catalog.json";
import idCommon from "../../public/locales/id/common.json";
import idFunctions from "../../public/locales/id/functions.json";
import idHome from "../../public/locales/id/home.json";
import enAccount from "../../public/locales/en/account.json";
import enAnalysis from "../../public/locales/en/analysis.json";
import enProfile from "../../public/locales/en/profile.json";
import idAccount from "../../public/locales/id/account.json";
import idAnalysis from "../../public/locales/id/analysis.json";
import idProfile from "../../public/locales/id/profile.json";
import type { PageResources } from "./namespaces";

const resources: Record<Language, PageResources> = {
  en: {
    common: enCommon,
    home: enHome,
    catalog: enCatalog,
    functions: enFunctions,
    account: enAccount,
    analysis: enAnalysis,
    profile: enProfile,
  },
  id: {
    common: idCommon,
    home: idHome,
    catalog: idCatalog,
    functions: idFunctions,
    account: idAccount,
    analysis: idAnalysis,
    profile: idProfile,
  },
};

export function pageResources(language: Language): PageResources {
  return resources[language];
}
