/**
 * The label photos the photo check is measured and tested with (docs/check.md, "Reading a photo"):
 *
 *   npx tsx scripts/make-label-photos.ts
 *
 * For each product below, its real ingredient list from `data/` is set as a label sets it (a
 * small sans-serif, a justified block under "Ingredients:", the product's name above and a
 * caution below), rendered in Chromium, then blurred a little, turned by a few degrees and saved
 * as a JPEG of modest quality, as a phone photo of a label is. Beside each photo a JSON file gives
 * its product, the list and the substances kulit's own reading of that list finds (the check's
 * split and resolver against CosIng): what a reading of the photo should find too.
 * One more photo, `unreadable-label.jpg`, is the last label blurred past reading: the page must
 * call it unreadable rather than fill the field with guesses. `bench/label-photos.ts` reads them
 * back. Running it again writes the same files.
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { chromium } from "@playwright/test";
import { parse } from "csv-parse/sync";
import sharp from "sharp";
import { z } from "zod";
import { createIngredientCheck } from "~/server/check/ingredient-check.server";
import { projectPath } from "~/server/project-root.server";
import { chromiumArgs, chromiumPath } from "../tests/support/chromium";
import { type LabelPhoto, labelPhotoDir, unreadableLabelPhoto } from "../tests/fixtures/label-photos/label-photo";

const sourceFile = "data/products_kbeauty_sokoglam_2022.csv";

/** Eight types and lists of 11 to 62 names; the angle each photo is turned by, in degrees. */
const products = [
  { brand: "COSRX", name: "BHA Blackhead Power Liquid", angle: -2 },
  { brand: "COSRX", name: "Advanced Snail 96 Mucin Power Essence", angle: 3 },
  { brand: "NATURIUM", name: "Niacinamide Serum 12% Plus Zinc 2%", angle: 1.5 },
  { brand: "COSRX", name: "Low-pH Good Morning Cleanser", angle: -3 },
  { brand: "ROVECTIN", name: "Lotus Water Calming Toner", angle: 2.5 },
  { brand: "NEOGEN", name: "Real Fresh Green Tea Cleansing Oil", angle: -1.5 },
  { brand: "NEOGEN", name: "Day-Light Protection Airy Sunscreen", angle: 2 },
  { brand: "NEOGEN", name: "V.Biome Firming Cream", angle: -2.5 },
] as const;

const sourceRow = z.object({ brand: z.string(), product_name: z.string(), ingredients: z.string() });

function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

/** A back label: 8.5 px type on a 380 px panel, rendered at three device pixels each (some 1,100 px wide). */
function labelHtml(brand: string, name: string, list: string): string {
  return `<!doctype html><html><head><style>
    body { margin: 0; background: #f4f1ea; }
    .label { width: 380px; padding: 18px 20px; font-family: "Liberation Sans", "DejaVu Sans", sans-serif;
      color: #222; font-size: 8.5px; line-height: 1.35; }
    h1 { font-size: 12px; margin: 0 0 8px; letter-spacing: 0.02em; }
    p { margin: 0 0 6px; text-align: justify; hyphens: none; }
  </style></head><body><div class="label">
    <h1>${escapeHtml(brand)} ${escapeHtml(name)}</h1>
    <p><b>Ingredients:</b> ${escapeHtml(list)}</p>
    <p>Caution: For external use only. Stop use if irritation occurs. Keep out of reach of children.</p>
  </div></body></html>`;
}

async function main(): Promise<void> {
  const rows = z
    .array(sourceRow)
    .parse(parse(readFileSync(projectPath(sourceFile)), { columns: true, skip_empty_lines: true }));
  const check = createIngredientCheck({
    cosingFile: projectPath("data", "cosing_ingredients_functions.csv"),
    ingredientPages: () => Promise.resolve(new Set<string>()),
  });
  mkdirSync(labelPhotoDir, { recursive: true });
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  try {
    const page = await browser.newPage({ viewport: { width: 420, height: 400 }, deviceScaleFactor: 3 });
    for (const product of products) {
      const row = rows.find((entry) => entry.brand === product.brand && entry.product_name === product.name);
      if (!row) throw new Error(`${product.brand} ${product.name} is not in ${sourceFile}`);
      const list = row.ingredients.replace(/\s+/g, " ").trim();
      const reading = await check.read(check.split(list), null);
      await page.setContent(labelHtml(product.brand, product.name, list));
      const rendered = await page.locator(".label").screenshot();
      const id = slug(`${product.brand} ${product.name}`);
      const photo = await sharp(rendered)
        .rotate(product.angle, { background: "#ddd8cc" })
        .blur(0.9)
        .jpeg({ quality: 72, mozjpeg: true })
        .toBuffer();
      writeFileSync(path.join(labelPhotoDir, `${id}.jpg`), photo);
      const fixture: LabelPhoto = {
        brand: product.brand,
        name: product.name,
        source: sourceFile,
        list,
        expected: reading.ingredients.map((entry) => entry.inciName),
      };
      writeFileSync(path.join(labelPhotoDir, `${id}.json`), `${JSON.stringify(fixture, null, 2)}\n`);
      console.log(`${id}.jpg: ${(photo.length / 1024).toFixed(0)} KB, ${fixture.expected.length} substances`);
      if (product === products.at(-1)) {
        const blurred = await sharp(rendered).blur(7).jpeg({ quality: 72, mozjpeg: true }).toBuffer();
        writeFileSync(path.join(labelPhotoDir, unreadableLabelPhoto), blurred);
      }
    }
  } finally {
    await browser.close();
  }
}

await main();
