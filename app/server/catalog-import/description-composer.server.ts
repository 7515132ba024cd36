import type { ProductType } from "~/domain/product-types";
import { type SkinType, skinTypes as allSkinTypes } from "~/domain/skin-types";
import type { ActiveText } from "./known-ingredients.server";

/** The facts a description is written from; never a retailer's text. */
export interface DescriptionFacts {
  id: string;
  brand: string;
  name: string;
  productType: ProductType;
  skinTypes: readonly SkinType[];
  actives: readonly ActiveText[];
  sunSensitiser: ActiveText | undefined;
  /** Display names of the first ingredients, for formulas without a named active. */
  leadingIngredients: readonly string[];
}

export interface ComposedTexts {
  descriptionEn: string;
  descriptionId: string;
  usageEn: string;
  usageId: string;
}

/** FNV-1a: a stable hash so each product keeps the same sentence patterns on every import. */
function hash(text: string): number {
  let value = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    value ^= text.charCodeAt(index);
    value = Math.imul(value, 0x01000193) >>> 0;
  }
  return value;
}

function pick<T>(options: readonly T[], id: string, part: string): T {
  const option = options[hash(`${id}:${part}`) % options.length];
  if (option === undefined) throw new Error("no sentence options");
  return option;
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function article(noun: string): string {
  return /^[aeio]/i.test(noun) ? "an" : "a";
}

function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? "");
}

interface Noun {
  en: string;
  id: string;
}

/** The everyday word for the product, from its type and name ("cleansing balm", "sheet mask"). */
export function productNoun(type: ProductType, name: string): Noun {
  const n = name.toLowerCase();
  switch (type) {
    case "oil-based cleanser":
      if (/balm/.test(n)) return { en: "cleansing balm", id: "balm pembersih" };
      if (/oil to foam/.test(n)) return { en: "oil-to-foam cleanser", id: "pembersih oil-to-foam" };
      return { en: "cleansing oil", id: "minyak pembersih" };
    case "water-based cleanser":
      if (/foam|whip|bubble/.test(n)) return { en: "foaming cleanser", id: "sabun pembersih berbusa" };
      if (/gel/.test(n)) return { en: "gel cleanser", id: "pembersih gel" };
      if (/water|micellar/.test(n)) return { en: "cleansing water", id: "air pembersih" };
      return { en: "face cleanser", id: "pembersih wajah" };
    case "exfoliant":
      if (/\bpads?\b/.test(n)) return { en: "exfoliating pad", id: "pad eksfoliasi" };
      if (/toner/.test(n)) return { en: "exfoliating toner", id: "toner eksfoliasi" };
      if (/peel/.test(n)) return { en: "peeling treatment", id: "perawatan peeling" };
      if (/scrub|gommage/.test(n)) return { en: "face scrub", id: "scrub wajah" };
      if (/serum|essence/.test(n)) return { en: "exfoliating serum", id: "serum eksfoliasi" };
      return { en: "exfoliator", id: "eksfolian" };
    case "toner":
      if (/\bpads?\b/.test(n)) return { en: "toner pad", id: "toner pad" };
      if (/mist/.test(n)) return { en: "face mist", id: "face mist" };
      return { en: "toner", id: "toner" };
    case "essence":
      return { en: "essence", id: "esens" };
    case "treatment":
      if (/ampoule|ampule/.test(n)) return { en: "ampoule", id: "ampoule" };
      if (/spot|blemish/.test(n)) return { en: "spot treatment", id: "perawatan jerawat" };
      return { en: "serum", id: "serum" };
    case "mask":
      if (/sheet|dermask|\bpack\b.*\bbox\b|\(\d+\s*pack\)/.test(n)) return { en: "sheet mask", id: "sheet mask" };
      if (/sleeping|overnight/.test(n)) return { en: "sleeping mask", id: "sleeping mask" };
      if (/clay|wash-off|mud|peel-off|bubble/.test(n)) return { en: "wash-off mask", id: "masker bilas" };
      return { en: "face mask", id: "masker wajah" };
    case "eye-cream":
      if (/gel/.test(n)) return { en: "eye gel", id: "gel mata" };
      if (/serum|essence/.test(n)) return { en: "eye serum", id: "serum mata" };
      return { en: "eye cream", id: "krim mata" };
    case "moisturizer":
      if (/gel/.test(n)) return { en: "gel moisturiser", id: "pelembap gel" };
      if (/lotion|emulsion/.test(n)) return { en: "lightweight lotion", id: "losion ringan" };
      if (/\boil\b/.test(n)) return { en: "face oil", id: "minyak wajah" };
      if (/balm/.test(n)) return { en: "balm", id: "balm" };
      return { en: "cream", id: "krim pelembap" };
    case "spf":
      if (/stick/.test(n)) return { en: "sun stick", id: "sunscreen stik" };
      if (/essence|gel|fluid|serum|mist/.test(n)) return { en: "lightweight sunscreen", id: "tabir surya ringan" };
      return { en: "sunscreen", id: "tabir surya" };
  }
}

/** Opening sentences per type; {a} is the English article of {noun}. */
const openingsEn: Record<ProductType, readonly string[]> = {
  "oil-based cleanser": [
    "{A} {noun} from {brand} that melts away sunscreen, make-up and excess oil as the first step of a double cleanse.",
    "The {name} from {brand} is {a} {noun} that dissolves make-up and sunscreen, then rinses off cleanly with water.",
    "Start your evening routine with this {noun} from {brand}: it lifts make-up, SPF and sebum without stripping the skin.",
  ],
  "water-based cleanser": [
    "{A} {noun} from {brand} that washes away sweat, oil and leftover residue while leaving skin comfortable.",
    "The {name} from {brand} is {a} {noun} for the second step of a double cleanse, or for a quick morning wash.",
    "This {noun} from {brand} cleans thoroughly without that tight, squeaky feeling.",
  ],
  exfoliant: [
    "{A} {noun} from {brand} that clears away dull surface cells so skin looks smoother and brighter.",
    "The {name} from {brand} is {a} {noun} for a few times a week, to refine rough texture and help keep pores clear.",
    "This {noun} from {brand} gives a gentle resurfacing boost for a clearer, more even-looking complexion.",
  ],
  toner: [
    "{A} {noun} from {brand} that rebalances skin after cleansing and preps it for the steps that follow.",
    "The {name} from {brand} adds a first layer of hydration right after cleansing.",
    "This {noun} from {brand} refreshes freshly washed skin and gets it ready for serums and creams.",
  ],
  essence: [
    "The {name} from {brand} is a lightweight essence that floods skin with hydration between toner and serum.",
    "A watery essence from {brand}, the step Korean routines rely on for a bouncy, dewy finish.",
    "This essence from {brand} layers easily and leaves skin looking plumper and more radiant.",
  ],
  treatment: [
    "A concentrated {noun} from {brand} that targets specific concerns right after toner and essence.",
    "The {name} from {brand} is {a} {noun} with a generous dose of actives for a focused treatment step.",
    "This {noun} from {brand} delivers its key ingredients in a light, fast-absorbing texture.",
  ],
  mask: [
    "{A} {noun} from {brand} for a concentrated boost whenever skin needs extra care.",
    "The {name} from {brand} is {a} {noun} that turns a few spare minutes into a proper skin treat.",
    "This {noun} from {brand} gives skin an intensive dose of care once or twice a week, or whenever it looks tired.",
  ],
  "eye-cream": [
    "{A} {noun} from {brand} made for the thin, delicate skin around the eyes.",
    "The {name} from {brand} is {a} {noun} that cares for the eye area without feeling heavy.",
    "This {noun} from {brand} gives the under-eye area targeted care, morning and night.",
  ],
  moisturizer: [
    "{A} {noun} from {brand} that seals in hydration as the last care step of your routine.",
    "The {name} from {brand} is {a} {noun} that keeps skin soft and comfortable all day.",
    "This {noun} from {brand} locks in the layers beneath it and supports a healthy skin barrier.",
  ],
  spf: [
    "{A} {noun} from {brand} that protects against UV rays, the main cause of premature skin ageing.",
    "The {name} from {brand} is {a} {noun} made for daily wear, the final step of every morning routine.",
    "This {noun} from {brand} shields skin from the sun with a finish that sits comfortably under make-up.",
  ],
};

const openingsId: Record<ProductType, readonly string[]> = {
  "oil-based cleanser": [
    "{Noun} dari {brand} yang meluruhkan tabir surya, makeup, dan minyak berlebih sebagai langkah pertama double cleansing.",
    "{name} dari {brand} adalah {noun} yang melarutkan makeup dan tabir surya, lalu mudah dibilas dengan air.",
    "Awali rutinitas malam dengan {noun} dari {brand} ini: makeup, tabir surya, dan sebum terangkat tanpa membuat kulit kering.",
  ],
  "water-based cleanser": [
    "{Noun} dari {brand} yang membersihkan keringat, minyak, dan sisa kotoran sambil menjaga kulit tetap nyaman.",
    "{name} dari {brand} adalah {noun} untuk langkah kedua double cleansing, atau untuk mencuci muka di pagi hari.",
    "{Noun} dari {brand} ini membersihkan secara menyeluruh tanpa meninggalkan rasa kesat dan tertarik.",
  ],
  exfoliant: [
    "{Noun} dari {brand} yang mengangkat sel kulit mati agar kulit tampak lebih halus dan cerah.",
    "{name} dari {brand} adalah {noun} untuk dipakai beberapa kali seminggu, membantu menghaluskan tekstur dan menjaga pori-pori tetap bersih.",
    "{Noun} dari {brand} ini membantu memperbarui permukaan kulit dengan lembut agar wajah tampak lebih bersih dan merata.",
  ],
  toner: [
    "{Noun} dari {brand} yang menyeimbangkan kembali kulit setelah dibersihkan dan menyiapkannya untuk langkah berikutnya.",
    "{name} dari {brand} memberikan lapisan hidrasi pertama tepat setelah mencuci muka.",
    "{Noun} dari {brand} ini menyegarkan kulit yang baru dibersihkan dan menyiapkannya untuk serum dan krim.",
  ],
  essence: [
    "{name} dari {brand} adalah esens ringan yang membanjiri kulit dengan hidrasi di antara toner dan serum.",
    "Esens bertekstur cair dari {brand}, langkah andalan rutinitas Korea untuk kulit yang kenyal dan tampak segar.",
    "Esens dari {brand} ini mudah dilapiskan dan membuat kulit tampak lebih kenyal dan bercahaya.",
  ],
  treatment: [
    "{Noun} pekat dari {brand} untuk mengatasi masalah kulit tertentu, dipakai setelah toner dan esens.",
    "{name} dari {brand} adalah {noun} dengan kandungan bahan aktif tinggi untuk perawatan yang lebih terarah.",
    "{Noun} dari {brand} ini menghantarkan bahan-bahan utamanya dalam tekstur ringan yang cepat meresap.",
  ],
  mask: [
    "{Noun} dari {brand} untuk perawatan ekstra kapan pun kulit membutuhkannya.",
    "{name} dari {brand} adalah {noun} yang mengubah beberapa menit waktu luang menjadi momen memanjakan kulit.",
    "{Noun} dari {brand} ini memberi perawatan intensif sekali atau dua kali seminggu, atau saat kulit tampak lelah.",
  ],
  "eye-cream": [
    "{Noun} dari {brand} yang diformulasikan untuk kulit tipis dan halus di sekitar mata.",
    "{name} dari {brand} adalah {noun} yang merawat area mata tanpa terasa berat.",
    "{Noun} dari {brand} ini memberi perawatan khusus untuk area bawah mata, pagi dan malam.",
  ],
  moisturizer: [
    "{Noun} dari {brand} yang mengunci hidrasi sebagai langkah perawatan terakhir.",
    "{name} dari {brand} adalah {noun} yang menjaga kulit tetap lembut dan nyaman sepanjang hari.",
    "{Noun} dari {brand} ini mengunci lapisan perawatan di bawahnya dan membantu menjaga skin barrier tetap sehat.",
  ],
  spf: [
    "{Noun} dari {brand} yang melindungi kulit dari sinar UV, penyebab utama penuaan dini.",
    "{name} dari {brand} adalah {noun} untuk pemakaian sehari-hari, langkah terakhir setiap rutinitas pagi.",
    "{Noun} dari {brand} ini melindungi kulit dari matahari dengan hasil akhir yang nyaman di bawah makeup.",
  ],
};

const activesEn = {
  one: [
    "Its formula features {a1}, which helps {b1}.",
    "The star ingredient is {a1}, there to help {b1}.",
    "{A1} in the formula helps {b1}.",
  ],
  two: [
    "Its formula features {a1}, which helps {b1}, and {a2} to {b2}.",
    "Key ingredients include {a1} to {b1} and {a2} to {b2}.",
    "{A1} helps {b1}, while {a2} helps {b2}.",
  ],
  third: ["There is also {a3} to {b3}.", "{A3} rounds out the formula, helping {b3}."],
  none: [
    "The formula keeps things simple, built on {i1} and {i2}.",
    "A short, uncomplicated formula based on {i1} and {i2}.",
  ],
};

const activesId = {
  one: [
    "Formulanya mengandung {a1} yang membantu {b1}.",
    "Bahan andalannya adalah {a1}, untuk membantu {b1}.",
    "Kandungan {a1} di dalamnya membantu {b1}.",
  ],
  two: [
    "Formulanya mengandung {a1} yang membantu {b1}, serta {a2} untuk {b2}.",
    "Bahan utamanya antara lain {a1} untuk {b1} dan {a2} untuk {b2}.",
    "Kandungan {a1} membantu {b1}, sementara {a2} membantu {b2}.",
  ],
  third: ["Ada juga {a3} untuk {b3}.", "Dilengkapi pula dengan {a3} untuk {b3}."],
  none: [
    "Formulanya sederhana, dengan {i1} dan {i2} sebagai bahan dasarnya.",
    "Formula yang ringkas dan tidak rumit, berbahan dasar {i1} dan {i2}.",
  ],
};

const skinEn = {
  some: ["Suitable for {skins}.", "A good match for {skins}.", "Made with {skins} in mind."],
  all: ["Suitable for all skin types.", "Gentle enough for every skin type.", "A good match for any skin type."],
};

const skinId = {
  some: ["Cocok untuk {skins}.", "Pilihan yang pas untuk {skins}.", "Dibuat untuk {skins}."],
  all: [
    "Cocok untuk semua jenis kulit.",
    "Cukup lembut untuk semua jenis kulit.",
    "Pilihan yang pas untuk semua jenis kulit.",
  ],
};

const skinNamesEn: Record<SkinType, string> = {
  oily: "oily",
  dry: "dry",
  combination: "combination",
  normal: "normal",
};
const skinNamesId: Record<SkinType, string> = {
  oily: "berminyak",
  dry: "kering",
  combination: "kombinasi",
  normal: "normal",
};

function joinList(items: readonly string[], and: string): string {
  if (items.length <= 1) return items[0] ?? "";
  if (items.length === 2) return `${items[0]} ${and} ${items[1]}`;
  return `${items.slice(0, -1).join(", ")}, ${and} ${items.at(-1)}`;
}

const usageEn: Record<ProductType, readonly string[]> = {
  "oil-based cleanser": [
    "Massage onto dry skin with dry hands to dissolve make-up and sunscreen. Add a little water to emulsify, rinse well, then follow with a water-based cleanser.",
    "Apply to a dry face and massage gently for about a minute. Emulsify with lukewarm water, rinse off, and continue with your usual foam or gel cleanser.",
  ],
  "water-based cleanser": [
    "Work a small amount into a lather with water, massage over damp skin for 30–60 seconds and rinse with lukewarm water. Use morning and evening.",
    "Apply to damp skin and massage gently, avoiding the eye area, then rinse thoroughly. In the evening, use it after an oil cleanser.",
  ],
  exfoliant: [
    "Use on clean, dry skin two to three times a week, avoiding the eye area. Follow with a hydrating toner and moisturiser.",
    "After cleansing, apply a thin layer (or sweep a pad) over the face, skipping the eyes and lips. Start with twice a week and build up slowly if your skin stays comfortable.",
  ],
  toner: [
    "After cleansing, pour a little onto your palms or a cotton pad and pat or sweep it over the face. Follow with essence or serum.",
    "Apply to clean skin morning and evening, patting gently until absorbed. On dry days, layer a second time.",
  ],
  essence: [
    "After toner, press a few drops into the skin with your palms until absorbed, then continue with serum and moisturiser.",
    "Use morning and evening after toner: pat a small amount over the face and neck, then follow with the rest of your routine.",
  ],
  treatment: [
    "After toner and essence, smooth two or three drops over the face and pat in gently. Follow with moisturiser.",
    "Apply a small amount to clean skin in the morning, evening or both, focusing on areas of concern, then seal with a moisturiser.",
  ],
  mask: [
    "Apply to clean skin once or twice a week, leave on for 10–20 minutes, then remove and pat in any remaining product.",
  ],
  "eye-cream": [
    "Take a rice-grain amount for both eyes and tap it gently along the orbital bone with your ring finger, morning and evening.",
    "After serum, dot a small amount under the eyes and around the outer corners, then pat it in lightly without rubbing.",
  ],
  moisturizer: [
    "Smooth an even layer over the face and neck as the last step of your routine, morning and evening. In the morning, follow with sunscreen.",
    "Warm a small amount between your fingertips and press it into the skin after serum. Use a little more on dry areas.",
  ],
  spf: [
    "Apply generously as the last step of your morning routine, about 15 minutes before going out. Reapply every two hours outdoors and after swimming or sweating.",
    "Smooth two finger-lengths over the face and neck every morning after moisturiser. Top up through the day, especially after sweating or towel drying.",
  ],
};

const usageId: Record<ProductType, readonly string[]> = {
  "oil-based cleanser": [
    "Pijat ke wajah yang kering dengan tangan kering untuk melarutkan makeup dan tabir surya. Tambahkan sedikit air hingga mengemulsi, bilas bersih, lalu lanjutkan dengan pembersih berbahan dasar air.",
    "Aplikasikan ke wajah yang kering dan pijat lembut sekitar satu menit. Emulsikan dengan air hangat, bilas, lalu lanjutkan dengan sabun cuci muka foam atau gel seperti biasa.",
  ],
  "water-based cleanser": [
    "Buat busa dari sedikit produk dengan air, pijatkan ke wajah yang basah selama 30–60 detik, lalu bilas dengan air hangat. Gunakan pagi dan malam.",
    "Aplikasikan ke wajah yang basah dan pijat lembut dengan menghindari area mata, lalu bilas hingga bersih. Di malam hari, gunakan setelah pembersih berbahan minyak.",
  ],
  exfoliant: [
    "Gunakan pada kulit yang bersih dan kering dua hingga tiga kali seminggu, hindari area mata. Lanjutkan dengan toner yang melembapkan dan pelembap.",
    "Setelah membersihkan wajah, oleskan tipis-tipis (atau usapkan pad) ke seluruh wajah, hindari area mata dan bibir. Mulailah dua kali seminggu dan tingkatkan perlahan jika kulit tetap nyaman.",
  ],
  toner: [
    "Setelah membersihkan wajah, tuang sedikit ke telapak tangan atau kapas, lalu tepuk-tepuk atau usapkan ke wajah. Lanjutkan dengan esens atau serum.",
    "Aplikasikan ke kulit yang bersih pagi dan malam, tepuk-tepuk lembut hingga meresap. Saat kulit terasa kering, ulangi satu lapis lagi.",
  ],
  essence: [
    "Setelah toner, tekan-tekan beberapa tetes ke kulit dengan telapak tangan hingga meresap, lalu lanjutkan dengan serum dan pelembap.",
    "Gunakan pagi dan malam setelah toner: tepuk-tepuk sedikit produk ke wajah dan leher, lalu lanjutkan rutinitas seperti biasa.",
  ],
  treatment: [
    "Setelah toner dan esens, ratakan dua atau tiga tetes ke wajah dan tepuk lembut hingga meresap. Lanjutkan dengan pelembap.",
    "Aplikasikan sedikit produk ke kulit yang bersih di pagi hari, malam hari, atau keduanya, fokus pada area yang bermasalah, lalu kunci dengan pelembap.",
  ],
  mask: [
    "Gunakan pada kulit yang bersih sekali atau dua kali seminggu, diamkan 10–20 menit, lalu lepaskan dan tepuk-tepuk sisa produk hingga meresap.",
  ],
  "eye-cream": [
    "Ambil produk seukuran butir beras untuk kedua mata, lalu tepuk lembut di sepanjang tulang mata dengan jari manis, pagi dan malam.",
    "Setelah serum, totolkan sedikit produk di bawah mata dan sudut luar mata, lalu tepuk perlahan tanpa menggosok.",
  ],
  moisturizer: [
    "Ratakan ke wajah dan leher sebagai langkah terakhir rutinitas, pagi dan malam. Di pagi hari, lanjutkan dengan tabir surya.",
    "Hangatkan sedikit produk di ujung jari, lalu tekan-tekan ke kulit setelah serum. Gunakan sedikit lebih banyak pada area yang kering.",
  ],
  spf: [
    "Aplikasikan dalam jumlah cukup sebagai langkah terakhir rutinitas pagi, sekitar 15 menit sebelum keluar rumah. Ulangi setiap dua jam saat di luar ruangan dan setelah berenang atau berkeringat.",
    "Ratakan sepanjang dua ruas jari ke wajah dan leher setiap pagi setelah pelembap. Ulangi sepanjang hari, terutama setelah berkeringat atau mengeringkan wajah dengan handuk.",
  ],
};

/** Masks differ more by format than by brand, so their usage follows the format. */
const maskUsage: Record<string, { en: string; id: string }> = {
  "sheet mask": {
    en: "After toner, unfold the sheet and smooth it over the face. Leave on for 15–20 minutes, remove, and pat the remaining essence into the skin.",
    id: "Setelah toner, buka lembaran masker dan tempelkan ke wajah. Diamkan 15–20 menit, lepaskan, lalu tepuk-tepuk sisa esensnya hingga meresap.",
  },
  "sleeping mask": {
    en: "As the last step of your evening routine, spread an even layer over the face and leave it on overnight. Rinse off in the morning.",
    id: "Sebagai langkah terakhir rutinitas malam, oleskan merata ke wajah dan biarkan semalaman. Bilas keesokan paginya.",
  },
  "wash-off mask": {
    en: "Spread an even layer over clean, dry skin, avoiding the eyes and lips. Leave for 10–15 minutes, then rinse off with lukewarm water.",
    id: "Oleskan merata ke kulit yang bersih dan kering, hindari area mata dan bibir. Diamkan 10–15 menit, lalu bilas dengan air hangat.",
  },
};

/**
 * Our own description and how-to-use, in English and Indonesian, composed from the facts
 * (type, key actives and what they do, skin types). Sentence patterns are chosen from the
 * product id, so texts vary across the catalogue but never change between imports.
 */
export function composeTexts(facts: DescriptionFacts): ComposedTexts {
  const noun = productNoun(facts.productType, facts.name);
  const values = {
    brand: facts.brand,
    name: facts.name,
    noun: noun.en,
    a: article(noun.en),
    A: capitalise(article(noun.en)),
  };
  const idValues = { brand: facts.brand, name: facts.name, noun: noun.id, Noun: capitalise(noun.id) };
  const openingEn = fill(pick(openingsEn[facts.productType], facts.id, "open"), values);
  const openingId = fill(pick(openingsId[facts.productType], facts.id, "open"), idValues);

  const [first, second, third] = facts.actives;
  const activeValuesEn: Record<string, string> = {};
  const activeValuesId: Record<string, string> = {};
  facts.actives.forEach((active, index) => {
    activeValuesEn[`a${index + 1}`] = active.en;
    activeValuesEn[`A${index + 1}`] = capitalise(active.en);
    activeValuesEn[`b${index + 1}`] = active.benefitEn;
    activeValuesId[`a${index + 1}`] = active.id;
    activeValuesId[`b${index + 1}`] = active.benefitId;
  });
  let activeEn: string;
  let activeId: string;
  if (first && second) {
    activeEn = fill(pick(activesEn.two, facts.id, "actives"), activeValuesEn);
    activeId = fill(pick(activesId.two, facts.id, "actives"), activeValuesId);
    if (third) {
      activeEn += ` ${fill(pick(activesEn.third, facts.id, "third"), activeValuesEn)}`;
      activeId += ` ${fill(pick(activesId.third, facts.id, "third"), activeValuesId)}`;
    }
  } else if (first) {
    activeEn = fill(pick(activesEn.one, facts.id, "actives"), activeValuesEn);
    activeId = fill(pick(activesId.one, facts.id, "actives"), activeValuesId);
  } else {
    const [i1 = "water", i2 = "glycerin"] = facts.leadingIngredients.map((name) => name.toLowerCase());
    activeEn = fill(pick(activesEn.none, facts.id, "actives"), { i1, i2 });
    activeId = fill(pick(activesId.none, facts.id, "actives"), { i1, i2 });
  }

  const everySkinType = allSkinTypes.every((skinType) => facts.skinTypes.includes(skinType));
  const ordered = allSkinTypes.filter((skinType) => facts.skinTypes.includes(skinType));
  const skinSentenceEn = everySkinType
    ? pick(skinEn.all, facts.id, "skin")
    : fill(pick(skinEn.some, facts.id, "skin"), {
        skins: `${joinList(
          ordered.map((skinType) => skinNamesEn[skinType]),
          "and",
        )} skin`,
      });
  const skinSentenceId = everySkinType
    ? pick(skinId.all, facts.id, "skin")
    : fill(pick(skinId.some, facts.id, "skin"), {
        skins: `kulit ${joinList(
          ordered.map((skinType) => skinNamesId[skinType]),
          "dan",
        )}`,
      });

  const mask = facts.productType === "mask" ? maskUsage[noun.en] : undefined;
  let usageTextEn = mask?.en ?? pick(usageEn[facts.productType], facts.id, "usage");
  let usageTextId = mask?.id ?? pick(usageId[facts.productType], facts.id, "usage");
  if (facts.sunSensitiser && facts.productType !== "spf") {
    usageTextEn += ` Because it contains ${facts.sunSensitiser.en}, wear sunscreen during the day.`;
    usageTextId += ` Karena mengandung ${facts.sunSensitiser.id}, gunakan tabir surya di siang hari.`;
  }

  return {
    descriptionEn: `${openingEn} ${activeEn} ${skinSentenceEn}`,
    descriptionId: `${capitalise(openingId)} ${capitalise(activeId)} ${skinSentenceId}`,
    usageEn: usageTextEn,
    usageId: usageTextId,
  };
}
