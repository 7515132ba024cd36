import path from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { labelPhotoDir, unreadableLabelPhoto } from "../fixtures/label-photos/label-photo";
import { languages, onOneDevicePerLanguage, waitForHydration } from "./support";

/** Texts of the photo reader (public/locales/{en,id}/check.json, `photo`), copied on purpose. */
const photoTexts = {
  en: {
    choose: "Choose a photo",
    private: "The photo stays on this device",
    done: "The text read from the photo is in the field below.",
    notAnImage: "This file is not a picture.",
    unreadable:
      "kulit could not read a list in this photo: try a sharper, closer photo in good light, or type the list.",
    field: "Paste an ingredient list",
    submit: "Check",
    recognised: "10 of 10 ingredients recognised",
  },
  id: {
    choose: "Pilih foto",
    private: "Fotonya tetap di perangkat ini",
    done: "Teks dari foto sudah ada di kolom di bawah.",
    notAnImage: "File ini bukan gambar.",
    unreadable: "kulit tidak bisa membaca daftar bahan di foto ini",
    field: "Tempel daftar bahan",
    submit: "Periksa",
    recognised: "10 dari 10 bahan dikenali",
  },
} as const;

/** COSRX BHA Blackhead Power Liquid's label (scripts/make-label-photos.ts). */
const label = "cosrx-bha-blackhead-power-liquid";
/** Names of the list as the reading shows them. */
const substances = ["Butylene Glycol", "Betaine Salicylate", "Niacinamide", "Sodium Hyaluronate", "Xanthan Gum"];

/** Chooses a file through the browser's file chooser, opened by the "Choose a photo" button. */
async function choosePhoto(
  page: Page,
  text: string,
  file: string | { name: string; mimeType: string; buffer: Buffer },
) {
  const chooser = page.waitForEvent("filechooser");
  await page.getByRole("main").getByText(text, { exact: true }).click();
  await (await chooser).setFiles(file);
}

for (const language of languages) {
  const t = photoTexts[language];

  test.describe(`check a label photo (${language})`, onOneDevicePerLanguage(language), () => {
    test("reads a photo of a label into the field, then checks it", async ({ page }) => {
      await page.goto(`/${language}/check`);
      await waitForHydration(page, language);
      const main = page.getByRole("main");
      await expect(main.getByText(t.private)).toBeVisible();
      await choosePhoto(page, t.choose, path.join(labelPhotoDir, `${label}.jpg`));

      const field = main.getByLabel(t.field);
      // The reader loads and reads in its worker; the field fills when it is done.
      await expect(field).toHaveValue(/Salix Alba \(Willow\) Bark Water/, { timeout: 60_000 });
      await expect(field).toBeFocused();
      await expect(main.getByRole("status").filter({ hasText: t.done })).toBeVisible();

      await main.getByRole("button", { name: t.submit, exact: true }).click();
      await expect(main.getByText(t.recognised)).toBeVisible();
      for (const name of substances) await expect(main.getByText(name, { exact: true }).first()).toBeVisible();
    });

    test("says so when the file is not a picture or the photo holds no list", async ({ page }) => {
      await page.goto(`/${language}/check`);
      await waitForHydration(page, language);
      const main = page.getByRole("main");
      await choosePhoto(page, t.choose, {
        name: "list.txt",
        mimeType: "text/plain",
        buffer: Buffer.from("Water, Glycerin"),
      });
      await expect(main.getByRole("alert").filter({ hasText: t.notAnImage })).toBeVisible();

      await choosePhoto(page, t.choose, path.join(labelPhotoDir, unreadableLabelPhoto));
      await expect(main.getByRole("alert").filter({ hasText: t.unreadable })).toBeVisible({ timeout: 60_000 });
      await expect(main.getByLabel(t.field)).toHaveValue("");
    });
  });
}
