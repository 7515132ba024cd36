import ExternalLink from "lucide-react/icons/external-link";
import { useTranslation } from "~/i18n/i18n-provider";

export interface SourceLink {
  title: string;
  url: string;
}

/** The "Source" link beside a routine rule: on the routine page, and beside a pasted list's clash on the check page. */
export function RuleSource(props: { source: SourceLink }) {
  const { t } = useTranslation("routine");
  return (
    <a
      href={props.source.url}
      target="_blank"
      rel="noopener noreferrer"
      className="mt-1.5 inline-flex items-start gap-1 text-xs text-ink-soft link"
    >
      {t("checks.source", { title: props.source.title })}
      <ExternalLink aria-hidden="true" size={12} className="mt-0.5 shrink-0" />
      <span className="sr-only"> {t("catalog:product.newTab")}</span>
    </a>
  );
}
