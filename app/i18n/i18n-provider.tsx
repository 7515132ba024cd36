import { createInstance, type i18n as I18n } from "i18next";
import { type ReactNode, useState } from "react";
import { I18nextProvider, initReactI18next } from "react-i18next";
import type { Language } from "~/domain/language";
import { type PageResources, pageNamespaces } from "./namespaces";

function addResources(instance: I18n, language: Language, resources: PageResources) {
  for (const namespace of pageNamespaces) {
    if (!instance.hasResourceBundle(language, namespace)) {
      instance.addResourceBundle(language, namespace, resources[namespace], true, true);
    }
  }
}

/**
 * One i18next instance per render tree, filled from the root loader's data so the server
 * and the browser render the same text with no extra request and no flicker.
 */
export function I18nProvider(props: { language: Language; resources: PageResources; children: ReactNode }) {
  const [instance] = useState(() => {
    const created = createInstance();
    void created.use(initReactI18next).init({
      lng: props.language,
      fallbackLng: "en",
      ns: [...pageNamespaces],
      defaultNS: "common",
      resources: {},
      initAsync: false,
      showSupportNotice: false,
      interpolation: { escapeValue: false },
      react: { useSuspense: false },
    });
    return created;
  });
  addResources(instance, props.language, props.resources);
  if (instance.language !== props.language) void instance.changeLanguage(props.language);
  return <I18nextProvider i18n={instance}>{props.children}</I18nextProvider>;
}
