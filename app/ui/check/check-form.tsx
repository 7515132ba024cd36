import { Form, useNavigation } from "react-router";
import { intlLocaleOf, type Language } from "~/domain/language";
import type { LabelReaderFiles } from "~/domain/label-photo";
import { numberFormat } from "~/domain/intl-formatters";
import { maxPastedCharacters, maxPastedEntries } from "~/domain/pasted-ingredient-list";
import { productTypeKey, productTypes, type ProductType } from "~/domain/product-types";
import { checkPath } from "~/domain/site-paths";
import { useTranslation } from "~/i18n/i18n-provider";
import { Button } from "~/ui/kit/button";
import { TextAreaField } from "~/ui/kit/field";
import { LabelPhoto } from "./label-photo";

/**
 * The paste form (docs/check.md): a plain form that posts to the page's action, so it works
 * before the page has hydrated and without JavaScript (ADR 0021); with it, React Router sends it
 * and shows that it is on its way.
 */
export function CheckForm(props: {
  language: Language;
  text: string;
  productType: ProductType | null;
  /** What is wrong with the text, already translated. */
  error?: string;
  /** tesseract.js's files on kulit's origin, for reading a label photo into the field. */
  photoFiles: LabelReaderFiles;
}) {
  const { t } = useTranslation("check");
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formAction === checkPath(props.language);
  const number = numberFormat(intlLocaleOf(props.language));
  return (
    <Form
      method="post"
      action={checkPath(props.language)}
      noValidate
      className="card p-4 sm:p-6"
      // The reading's visitor parts come as a chunk of their own (check-reading.tsx): fetched while
      // the list is read, they are there when the reading is, instead of appearing after it.
      onSubmit={() => void import("./check-insights")}
    >
      <LabelPhoto files={props.photoFiles} language={props.language} />
      <TextAreaField
        // A new reading (a shared link, a redirect after the post) shows its own list in the field.
        key={props.text}
        name="list"
        label={t("form.label")}
        hint={t("form.hint", {
          characters: number.format(maxPastedCharacters),
          entries: number.format(maxPastedEntries),
        })}
        error={props.error}
        placeholder={t("form.placeholder")}
        defaultValue={props.text}
        rows={8}
        spellCheck={false}
        autoCapitalize="off"
        autoComplete="off"
      />
      <label htmlFor="check-type" className="mt-4 block text-sm font-semibold">
        {t("form.typeLabel")}
      </label>
      {/* Phones: the select, its hint, then the button; wider screens put the button beside the select. */}
      <div className="mt-1.5 grid gap-x-4 sm:grid-cols-[1fr_auto] sm:items-center">
        <select
          id="check-type"
          name="type"
          defaultValue={props.productType ?? ""}
          aria-describedby="check-type-hint"
          className="field-select font-normal"
        >
          <option value="">{t("form.notSure")}</option>
          {productTypes.map((type) => (
            <option key={type} value={type}>
              {t(`catalog:productTypes.${productTypeKey(type)}.title`)}
            </option>
          ))}
        </select>
        <p id="check-type-hint" className="mt-1.5 text-sm text-ink-soft sm:col-span-2">
          {t("form.typeHint")}
        </p>
        <Button
          type="submit"
          size="lg"
          disabled={busy}
          aria-busy={busy || undefined}
          className="mt-4 sm:col-start-2 sm:row-start-1 sm:mt-0"
        >
          {busy ? t("form.checking") : t("form.submit")}
        </Button>
      </div>
    </Form>
  );
}
