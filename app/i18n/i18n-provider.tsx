import { createInstance, type i18n as I18n } from "i18next";
import { type ReactNode, useState } from "react";
import { I18nextProvider, initReactI18next } from "react-i18next";
import type { Language } from "~/domain/language";
import { type PageResources, pageNamespaces } from "./namespaces";

function createI18n(language: Language, resources: PageResources): I18n {
  const instance = createInstance();
  void instance.use(initReactI18next).init({
    lng: language,
    fallbackLng: "en",
    ns: [...pageNamespaces],
    defaultNS: "common",
    resources: { [language]: resources },
    initAsync: false,
    showSupportNotice: false,
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
  return instance;
}

/**
 * The server renders many requests with the same static texts, so it keeps one ready instance
 * per language instead of building one per request.
 */
const serverInstances = new Map<Language, I18n>();

function serverInstance(language: Language, resources: PageResources): I18n {
  let instance = serverInstances.get(language);
  if (!instance) {
    instance = createI18n(language, resources);
    serverInstances.set(language, instance);
  }
  return instance;
}

/** The browser keeps one instance for the visit and adds a language's texts when it first appears. */
function useBrowserInstance(language: Language, resources: PageResources): I18n {
  const [instance] = useState(() => createI18n(language, resources));
  for (const namespace of pageNamespaces) {
    if (!instance.hasResourceBundle(language, namespace)) {
      instance.addResourceBundle(language, namespace, resources[namespace]);
    }
  }
  if (instance.language !== language) void instance.changeLanguage(language);
  return instance;
}

const onServer = typeof document === "undefined";

/**
 * Texts come from the root loader's data, so the server and the browser render the same text
 * with no extra request and no flicker (docs/decisions/0002).
 */
export function I18nProvider(props: { language: Language; resources: PageResources; children: ReactNode }) {
  const instance = onServer
    ? serverInstance(props.language, props.resources)
    : // eslint-disable-next-line react-hooks/rules-of-hooks -- `onServer` is fixed for the life of the module
      useBrowserInstance(props.language, props.resources);
  return <I18nextProvider i18n={instance}>{props.children}</I18nextProvider>;
}
