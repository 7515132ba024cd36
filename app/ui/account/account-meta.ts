import type { MetaDescriptor } from "react-router";
import type { AccountPageHead } from "~/adapters/web/account-page-head";
import { seoMeta } from "~/ui/seo";

/** An account page's title, description, and either its canonical links or `noindex`. */
export function accountPageMeta(page: AccountPageHead | undefined): MetaDescriptor[] {
  if (!page) return [];
  const title = `${page.title} · kulit`;
  if (page.pathAfterLanguage === null) {
    return [{ title }, { name: "description", content: page.description }, { name: "robots", content: "noindex" }];
  }
  return seoMeta({
    title,
    description: page.description,
    language: page.language,
    pathAfterLanguage: page.pathAfterLanguage,
    publicUrl: page.publicUrl,
  });
}
