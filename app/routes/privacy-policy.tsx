import { legalPageData } from "~/i18n/legal.server";
import { LegalPage, legalPageMeta } from "~/ui/legal-page";
import type { Route } from "./+types/privacy-policy";

export const loader = ({ params, context }: Route.LoaderArgs) =>
  legalPageData(params.lang, "privacy", context.settings);

export const meta = ({ loaderData }: Route.MetaArgs) => legalPageMeta(loaderData);

export default function Page({ loaderData }: Route.ComponentProps) {
  return <LegalPage document={loaderData.document} />;
}
