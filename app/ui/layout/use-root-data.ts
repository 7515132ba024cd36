import { useRouteLoaderData } from "react-router";
import { defaultLanguage, type Language } from "~/domain/language";
import type { PublicSettings } from "~/adapters/web/load-context";
import type { loader as rootLoader } from "~/root";

export interface RootData {
  language: Language;
  settings: PublicSettings | undefined;
  /** Whether a session exists, decided by the server for this page. */
  signedIn: boolean;
  /** The ids of the products picked for comparing, oldest first. */
  compared: string[];
  /** The id of the request that rendered the document (its `X-Request-Id`), for a support request. */
  requestId: string | undefined;
}

/** The interface language, the public settings and the session state from the root loader. */
export function useRootData(): RootData {
  const root = useRouteLoaderData<typeof rootLoader>("root");
  return {
    language: root?.language ?? defaultLanguage,
    settings: root?.settings,
    signedIn: root?.signedIn ?? false,
    compared: root?.compared ?? [],
    requestId: root?.requestId,
  };
}
