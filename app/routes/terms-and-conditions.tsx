import { legalPageData } from "~/i18n/legal.server";
import { LegalPage, legalPageMeta } from "~/ui/legal-page";
import type { Route } from "./+types/terms-and-conditions";

export function loader({ params, context }: Route.LoaderArgs) {
  return legalPageData(params.lang, "terms", context.settings);
}

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData ? legalPageMeta(loaderData) : [];
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return <LegalPage document={loaderData.document} />;
}
