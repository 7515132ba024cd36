import { createInstance, type TFunction } from "i18next";
import { languages, type Language } from "~/domain/language";
import { pageNamespaces } from "./namespaces";
import { pageResources } from "./resources.server";

const instances = new Map<Language, TFunction>();

/** A `t` for loaders and meta (titles, descriptions), over the same files as the UI. */
export function translator(language: Language): TFunction {
  const cached = instances.get(language);
  if (cached) return cached;
  const instance = createInstance();
  void instance.init({
    lng: language,
    fallbackLng: "en",
    ns: [...pageNamespaces],
    defaultNS: "common",
    resources: Object.fromEntries(languages.map((lng) => [lng, pageResources(lng)])),
    initAsync: false,
    showSupportNotice: false,
    interpolation: { escapeValue: false },
  });
  const t = instance.getFixedT(language);
  instances.set(language, t);
  return t;
}
