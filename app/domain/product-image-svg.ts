import type { ProductForm } from "./product-forms";
import type { ProductType } from "./product-types";

/**
 * The generated product image (docs/screens.md: a product without a photo gets a picture of
 * its form and brand, never a broken image). The package follows the form (docs/catalogue.md,
 * "Types and forms"): a pad comes in a jar of pads, a sheet mask in a sachet, a mist in a spray
 * bottle, an oil in a pump or dropper bottle. Pure: the same brand, type and form always give
 * the same SVG, so it can be cached for a long time.
 */

export interface ProductImageInput {
  brand: string;
  productType: ProductType;
  form: ProductForm;
}

type Shape =
  "bottle" | "pump" | "tube" | "jar" | "dropper" | "pouch" | "slim-tube" | "spray" | "pad-jar" | "stick" | "shaker";

/** Types whose watery or oily products come with a dropper rather than a plain bottle. */
const dropperTypes: readonly ProductType[] = ["essence", "treatment", "eye-cream", "moisturizer"];
/** Types whose creams and gels are sold in tubes rather than jars. */
const tubeTypes: readonly ProductType[] = [
  "oil-based cleanser",
  "water-based cleanser",
  "exfoliant",
  "treatment",
  "spf",
];

export function shapeOf(productType: ProductType, form: ProductForm): Shape {
  switch (form) {
    case "pad":
      return "pad-jar";
    case "sheet":
      return "pouch";
    case "mist":
      return "spray";
    case "stick":
      return "stick";
    case "powder":
      return "shaker";
    case "foam":
      return "tube";
    case "balm":
    case "sleeping":
      return "jar";
    case "wash-off":
      return productType === "mask" ? "jar" : "tube";
    // A mask whose format no source states: not a sheet's sachet, which would say it is one.
    case "unstated":
      return "tube";
    case "oil":
      return productType === "oil-based cleanser" ? "pump" : "dropper";
    case "lotion":
      return productType === "spf" ? "tube" : "pump";
    case "liquid":
      if (productType === "spf") return "tube";
      return dropperTypes.includes(productType) ? "dropper" : "bottle";
    case "cream":
    case "gel":
      if (productType === "eye-cream") return "slim-tube";
      return tubeTypes.includes(productType) ? "tube" : "jar";
  }
}

/** Short label printed on the package: the type, or the form where that is what a shopper sees. */
const typeLabels: Record<ProductType, string> = {
  "oil-based cleanser": "Cleanser",
  "water-based cleanser": "Cleanser",
  exfoliant: "Exfoliant",
  toner: "Toner",
  essence: "Essence",
  treatment: "Serum",
  mask: "Mask",
  "eye-cream": "Eye Cream",
  moisturizer: "Cream",
  spf: "SPF",
};

const formLabels: Partial<Record<ProductType, Partial<Record<ProductForm, string>>>> = {
  "oil-based cleanser": { oil: "Cleansing Oil", balm: "Cleansing Balm", lotion: "Cleansing Milk", pad: "Remover Pads" },
  "water-based cleanser": { pad: "Cleansing Pads", liquid: "Cleansing Water", foam: "Foam Cleanser" },
  exfoliant: { pad: "Peel Pads", "wash-off": "Scrub" },
  toner: { pad: "Toner Pads", mist: "Mist" },
  essence: { mist: "Mist" },
  treatment: { oil: "Oil" },
  mask: { sheet: "Sheet Mask", sleeping: "Sleeping Mask" },
  "eye-cream": { sheet: "Eye Patches", gel: "Eye Gel", liquid: "Eye Serum" },
  moisturizer: { gel: "Gel Cream", lotion: "Lotion", oil: "Face Oil", balm: "Balm", mist: "Mist" },
  spf: { stick: "Sun Stick", mist: "Sun Spray" },
};

export function typeLabelOf(productType: ProductType, form: ProductForm): string {
  return formLabels[productType]?.[form] ?? typeLabels[productType];
}

export function escapeXml(text: string): string {
  return (
    text
      .replace(/&/g, "&amp;")
      .replace(/</g, "&lt;")
      .replace(/>/g, "&gt;")
      .replace(/"/g, "&quot;")
      .replace(/'/g, "&apos;")
      // Characters XML 1.0 forbids would make the whole image invalid.
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, "")
  );
}

/** FNV-1a: a small, stable hash so a brand keeps its tint everywhere. */
export function hashString(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

export interface Tint {
  /** Soft background wash. */
  background: string;
  /** Stronger tint for the package body. */
  body: string;
  /** Deep tone for caps and details. */
  deep: string;
}

/** A soft, warm-leaning tint per brand, light enough for ink text (#3D3A39) to read on. */
export function brandTint(brand: string): Tint {
  const hash = hashString(brand.trim().toLowerCase());
  const hue = hash % 360;
  const saturation = 38 + ((hash >>> 9) % 18);
  return {
    background: `hsl(${hue} ${saturation}% 93%)`,
    body: `hsl(${hue} ${saturation}% 84%)`,
    deep: `hsl(${hue} ${Math.min(45, saturation)}% 36%)`,
  };
}

const ink = "#3D3A39";
const cream = "#FFFEF2";

/** Font size (px) that fits `text` into `width`, between `min` and `max`. */
function fitFont(text: string, width: number, max: number, min: number, letterSpacing = 0): number {
  // Average advance of a bold sans-serif capital is about 0.68 em; spaces and marks are narrower.
  let em = 0;
  for (const char of text) em += /[A-Z0-9]/.test(char) ? 0.68 : /[a-z]/.test(char) ? 0.55 : 0.32;
  const room = width - letterSpacing * Math.max(0, text.length - 1);
  return Math.max(min, Math.min(max, Math.floor(room / Math.max(em, 1))));
}

/** Splits a long brand into at most two lines at a space near the middle. */
function brandLines(brand: string): string[] {
  const text = brand.trim().replace(/\s+/g, " ");
  if (text.length <= 12 || !text.includes(" ")) return [text];
  const middle = text.length / 2;
  let best = -1;
  for (let index = 0; index < text.length; index += 1) {
    if (text[index] === " " && (best === -1 || Math.abs(index - middle) < Math.abs(best - middle))) best = index;
  }
  return [text.slice(0, best), text.slice(best + 1)];
}

interface Label {
  /** Centre and width of the label area on the package. */
  cx: number;
  cy: number;
  width: number;
  maxFont: number;
}

/** A package's body: sides from `left` to `right`, a foot rounded by `foot` at `bottom`. */
interface Body {
  left: number;
  right: number;
  /** The rim of a jar, or the neck of a bottle. */
  top: number;
  /** A bottle's shoulders: how far they curve in to the neck, and where the straight sides start. */
  shoulder?: { width: number; sides: number };
  bottom: number;
  foot: number;
}

/** The SVG path of a body: bottles and jars differ only in these numbers and their top. */
function bodyPath({ left, right, top, shoulder, bottom, foot }: Body): string {
  const over = shoulder
    ? `M${left} ${shoulder.sides} Q${left} ${top} ${left + shoulder.width} ${top} H${right - shoulder.width} Q${right} ${top} ${right} ${shoulder.sides}`
    : `M${left} ${top} H${right}`;
  return `${over} V${bottom - foot} Q${right} ${bottom} ${right - foot} ${bottom} H${left + foot} Q${left} ${bottom} ${left} ${bottom - foot} Z`;
}

function shapeMarkup(shape: Shape, tint: Tint): { markup: string; label: Label } {
  const stroke = `stroke="${ink}" stroke-width="4" stroke-linejoin="round"`;
  switch (shape) {
    case "bottle":
      return {
        markup: `<rect x="172" y="58" width="56" height="44" rx="8" fill="${tint.deep}" ${stroke}/>
<rect x="182" y="98" width="36" height="18" fill="${cream}" ${stroke}/>
<path d="${bodyPath({ left: 140, right: 260, top: 114, shoulder: { width: 36, sides: 150 }, bottom: 348, foot: 16 })}" fill="${tint.body}" ${stroke}/>
<rect x="152" y="176" width="96" height="128" rx="10" fill="${cream}"/>`,
        label: { cx: 200, cy: 240, width: 86, maxFont: 22 },
      };
    case "pump":
      return {
        markup: `<path d="M200 92 V62 H244 V74 H212 V92" fill="none" ${stroke}/>
<rect x="182" y="88" width="36" height="30" rx="4" fill="${tint.deep}" ${stroke}/>
<path d="${bodyPath({ left: 142, right: 258, top: 118, shoulder: { width: 28, sides: 146 }, bottom: 348, foot: 14 })}" fill="${tint.body}" ${stroke}/>
<rect x="154" y="172" width="92" height="132" rx="10" fill="${cream}"/>`,
        label: { cx: 200, cy: 238, width: 82, maxFont: 22 },
      };
    case "tube":
      return {
        markup: `<path d="M134 70 H266 L260 86 L236 290 H164 L140 86 Z" fill="${tint.body}" ${stroke}/>
<path d="M134 70 H266" ${stroke} fill="none"/>
<path d="M150 64 H250" stroke="${ink}" stroke-width="3" stroke-dasharray="6 6"/>
<rect x="168" y="290" width="64" height="46" rx="8" fill="${tint.deep}" ${stroke}/>
<path d="M156 118 H244 L234 236 H166 Z" fill="${cream}"/>`,
        label: { cx: 200, cy: 176, width: 80, maxFont: 20 },
      };
    case "slim-tube":
      return {
        markup: `<path d="M150 72 H250 L246 86 L228 282 H172 L154 86 Z" fill="${tint.body}" ${stroke}/>
<path d="M160 64 H240" stroke="${ink}" stroke-width="3" stroke-dasharray="5 5"/>
<rect x="178" y="282" width="44" height="30" rx="4" fill="${tint.deep}" ${stroke}/>
<path d="M188 312 H212 L206 344 H194 Z" fill="${tint.deep}" ${stroke}/>
<path d="M164 116 H236 L227 232 H173 Z" fill="${cream}"/>`,
        label: { cx: 200, cy: 172, width: 60, maxFont: 15 },
      };
    case "jar":
      return {
        markup: `<rect x="112" y="150" width="176" height="48" rx="14" fill="${tint.deep}" ${stroke}/>
<path d="${bodyPath({ left: 120, right: 280, top: 198, bottom: 342, foot: 24 })}" fill="${tint.body}" ${stroke}/>
<rect x="136" y="222" width="128" height="90" rx="10" fill="${cream}"/>`,
        label: { cx: 200, cy: 267, width: 118, maxFont: 24 },
      };
    case "dropper":
      return {
        markup: `<path d="M186 50 Q186 36 200 36 Q214 36 214 50 V100 H186 Z" fill="${tint.deep}" ${stroke}/>
<rect x="172" y="98" width="56" height="34" rx="6" fill="${cream}" ${stroke}/>
<path d="${bodyPath({ left: 146, right: 254, top: 132, shoulder: { width: 38, sides: 170 }, bottom: 348, foot: 16 })}" fill="${tint.body}" ${stroke}/>
<rect x="158" y="188" width="84" height="120" rx="10" fill="${cream}"/>`,
        label: { cx: 200, cy: 248, width: 74, maxFont: 19 },
      };
    case "spray":
      return {
        markup: `<path d="M184 66 H230 V80 H212 V88" fill="none" ${stroke}/>
<rect x="176" y="84" width="48" height="40" rx="6" fill="${tint.deep}" ${stroke}/>
<rect x="186" y="124" width="28" height="14" fill="${cream}" ${stroke}/>
<path d="M236 62 l10 -6 M236 70 h12 M236 78 l10 6" stroke="${ink}" stroke-width="3" stroke-linecap="round"/>
<path d="${bodyPath({ left: 146, right: 254, top: 138, shoulder: { width: 36, sides: 172 }, bottom: 348, foot: 14 })}" fill="${tint.body}" ${stroke}/>
<rect x="158" y="190" width="84" height="120" rx="10" fill="${cream}"/>`,
        label: { cx: 200, cy: 250, width: 74, maxFont: 19 },
      };
    case "pad-jar":
      return {
        markup: `<ellipse cx="200" cy="142" rx="92" ry="22" fill="${tint.deep}" ${stroke} transform="rotate(-12 200 142)"/>
<rect x="108" y="196" width="184" height="34" rx="12" fill="${cream}" ${stroke}/>
<path d="M118 212 Q200 196 282 212" fill="none" stroke="${tint.body}" stroke-width="4"/>
<path d="${bodyPath({ left: 108, right: 292, top: 222, bottom: 344, foot: 24 })}" fill="${tint.body}" ${stroke}/>
<rect x="128" y="244" width="144" height="82" rx="10" fill="${cream}"/>`,
        label: { cx: 200, cy: 285, width: 132, maxFont: 24 },
      };
    case "stick":
      return {
        markup: `<rect x="168" y="52" width="64" height="30" rx="14" fill="${cream}" ${stroke}/>
<rect x="160" y="78" width="80" height="60" rx="8" fill="${tint.deep}" ${stroke}/>
<rect x="160" y="138" width="80" height="206" rx="10" fill="${tint.body}" ${stroke}/>
<rect x="170" y="168" width="60" height="148" rx="8" fill="${cream}"/>`,
        label: { cx: 200, cy: 242, width: 54, maxFont: 14 },
      };
    case "shaker":
      return {
        markup: `<rect x="166" y="88" width="68" height="46" rx="8" fill="${tint.deep}" ${stroke}/>
<circle cx="186" cy="104" r="3" fill="${cream}"/><circle cx="200" cy="104" r="3" fill="${cream}"/><circle cx="214" cy="104" r="3" fill="${cream}"/>
<circle cx="193" cy="118" r="3" fill="${cream}"/><circle cx="207" cy="118" r="3" fill="${cream}"/>
<path d="${bodyPath({ left: 150, right: 250, top: 134, shoulder: { width: 34, sides: 168 }, bottom: 348, foot: 16 })}" fill="${tint.body}" ${stroke}/>
<rect x="162" y="186" width="76" height="124" rx="10" fill="${cream}"/>`,
        label: { cx: 200, cy: 248, width: 68, maxFont: 18 },
      };
    case "pouch":
      return {
        markup: `<path d="M120 62 H280 L272 338 H128 Z" fill="${tint.body}" ${stroke}/>
<path d="M124 88 H276" stroke="${ink}" stroke-width="3" stroke-dasharray="8 6"/>
<path d="M262 62 L280 62 L280 80 Z" fill="${cream}"/>
<ellipse cx="200" cy="228" rx="62" ry="78" fill="${cream}"/>
<circle cx="178" cy="206" r="7" fill="${tint.body}"/><circle cx="222" cy="206" r="7" fill="${tint.body}"/>
<path d="M184 252 Q200 264 216 252" fill="none" stroke="${tint.body}" stroke-width="6" stroke-linecap="round"/>`,
        label: { cx: 200, cy: 124, width: 140, maxFont: 22 },
      };
  }
}

/** The SVG document (400 × 400) of a product's generated image. */
export function productImageSvg(input: ProductImageInput): string {
  const tint = brandTint(input.brand);
  const shape = shapeOf(input.productType, input.form);
  const { markup, label } = shapeMarkup(shape, tint);
  const lines = brandLines(input.brand);
  const longest = lines.reduce((a, b) => (b.length > a.length ? b : a), "");
  const brandFont = fitFont(longest.toUpperCase(), label.width, label.maxFont, 8, 0.5);
  const typeLabel = typeLabelOf(input.productType, input.form);
  const typeFont = Math.min(Math.round(label.maxFont * 0.6), fitFont(typeLabel.toUpperCase(), label.width, 14, 7, 1.2));
  const lineHeight = Math.round(brandFont * 1.12);
  // Brand lines, a short rule and the type label, centred as one block on the label.
  const blockHeight = brandFont + (lines.length - 1) * lineHeight + 10 + 2 + 7 + typeFont;
  const top = label.cy - blockHeight / 2;
  const texts = lines
    .map(
      (line, index) =>
        `<text x="${label.cx}" y="${Math.round(top + brandFont * 0.86 + index * lineHeight)}" font-size="${brandFont}" font-weight="700" letter-spacing="0.5">${escapeXml(line.toUpperCase())}</text>`,
    )
    .join("");
  const ruleY = Math.round(top + brandFont + (lines.length - 1) * lineHeight + 8);
  const typeY = Math.round(ruleY + 9 + typeFont * 0.8);
  const title = `${input.brand} ${typeLabel}`;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400" width="400" height="400" role="img" aria-label="${escapeXml(title)}">`,
    `<title>${escapeXml(title)}</title>`,
    `<rect width="400" height="400" fill="${cream}"/>`,
    `<circle cx="200" cy="212" r="168" fill="${tint.background}"/>`,
    `<ellipse cx="200" cy="356" rx="104" ry="10" fill="${ink}" opacity="0.08"/>`,
    markup,
    `<g fill="${ink}" text-anchor="middle" font-family="'Plus Jakarta Sans', 'Helvetica Neue', Arial, sans-serif">`,
    texts,
    `<rect x="${label.cx - 12}" y="${ruleY}" width="24" height="2" fill="${tint.deep}"/>`,
    `<text x="${label.cx}" y="${typeY}" font-size="${typeFont}" font-weight="500" letter-spacing="1.2">${escapeXml(typeLabel.toUpperCase())}</text>`,
    `</g>`,
    `</svg>`,
  ].join("\n");
}
