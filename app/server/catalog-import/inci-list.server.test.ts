import { describe, expect, it } from "vitest";
import { parsePythonList, splitInciList } from "./inci-list.server";

/** What `splitInciList` gives for a list without a Drug Facts label. */
const plainList = (entries: string[]) => ({ ok: true, entries, activeCount: 0, notNames: [] });

describe("splitInciList", () => {
  it("keeps a locant typed with spaces as one name, never a lone number", () => {
    for (const text of [
      "Water, 1, 2-Hexanediol, Glycerin",
      "Water, 1,2 - HEXANEDIOL, Glycerin",
      "Water, 1 , 2-Hexanediol, Glycerin",
    ]) {
      const result = splitInciList(text);
      expect(result.ok && result.entries.map((entry) => entry.toLowerCase())).toEqual([
        "water",
        "1,2-hexanediol",
        "glycerin",
      ]);
    }
  });

  it("splits on commas but not inside parentheses or 1,2-names", () => {
    const result = splitInciList("Water, 1,2-Hexanediol, Butyrospermum Parkii (Shea, Karite) Butter, Niacinamide.");
    expect(result).toEqual(
      plainList(["Water", "1,2-Hexanediol", "Butyrospermum Parkii (Shea, Karite) Butter", "Niacinamide."]),
    );
  });

  it("splits '(and)' pairs and dash-separated lists", () => {
    expect(splitInciList("Caprylic/Capric Triglyceride (and) Glycerin, Water")).toEqual(
      plainList(["Caprylic/Capric Triglyceride", "Glycerin", "Water"]),
    );
    expect(splitInciList("WATER - GLYCERIN - SQUALANE - PARFUM/FRAGRANCE")).toEqual(
      plainList(["WATER", "GLYCERIN", "SQUALANE", "PARFUM/FRAGRANCE"]),
    );
  });

  it("drops trailing retailer notes", () => {
    const result = splitInciList(
      "Water, Glycerin, Niacinamide, Panthenol, Allantoin\n\nThis product is a 2018 Soko Glam Best of K-Beauty Winner.\nRead more on The Klog",
    );
    expect(result).toEqual(plainList(["Water", "Glycerin", "Niacinamide", "Panthenol", "Allantoin"]));
  });

  it("rejoins a list broken over lines", () => {
    const result = splitInciList("Water, Glycerin, Dipotassium Glycyrrhizate,\n1,2 Hexanediol, Caprylyl Glycol");
    expect(result.ok && result.entries).toEqual([
      "Water",
      "Glycerin",
      "Dipotassium Glycyrrhizate",
      "1,2 Hexanediol",
      "Caprylyl Glycol",
    ]);
  });

  it("reads a line break written as the two characters \\n as a line break (Soko Glam 2022, eighteenth review)", () => {
    const result = splitInciList("Houttuynia Cordata Extract, \\nPropanediol, Citrus Grandis (Grapefruit) Peel Oil");
    expect(result.ok && result.entries).toEqual([
      "Houttuynia Cordata Extract",
      "Propanediol",
      "Citrus Grandis (Grapefruit) Peel Oil",
    ]);
  });

  it("refuses several lists, missing lists and highlight notes", () => {
    const set =
      "Water, Glycerin, Niacinamide, Panthenol, Allantoin\nWater, Butylene Glycol, Squalane, Ceramide NP, Adenosine";
    expect(splitInciList(set)).toEqual({ ok: false, reason: "several ingredient lists (set of several products)" });
    expect(splitInciList("No Info")).toEqual({ ok: false, reason: "no ingredient list" });
    expect(splitInciList("")).toEqual({ ok: false, reason: "no ingredient list" });
    expect(splitInciList("-Coral Powder: Controls sebum")).toEqual({
      ok: false,
      reason: "only highlighted ingredients, not a full list",
    });
  });

  it("refuses one list per size, which would otherwise be glued into one", () => {
    // products_kbeauty_sokoglam_2020.csv:40, Klairs Midnight Blue Calming Cream: the 30 ml (bees
    // wax) and 60 ml (candelilla wax) lists; the second line begins with a figure.
    expect(
      splitInciList(
        "30ml: Water, Cetyl Ethylhexanoate, Butylene Glycol, Glycerin, Sodium Hyaluronate, Caprylic/Capric Triglyceride, Centella Asiatica Extract, Sorbitan Stearate, Cetyl Alcohol, Butyrospermum Parkii (Shea Butter), Argania Spinosa Kernel Oil, Simmondsia Chinensis (Jojoba) Seed Oil, Sorbitan Sesquioleate, Glyceryl Stearate, Stearic Acid, Portulaca Oleracea Extract, Anthemis Nobilis Flower Extract, Ceramide NP, Polysorbate 60, Bees Wax, Chlorphenesin, Tocopheryl Acetate, Xanthan Gum, Acrylates/C10-30 Alkyl Acrylate Crosspolymer, Morus Alba Root Extract, Tromethamine, Brassica Oleracea Italica (Broccoli) Extract, Guaiazulene, Acetyl Hexapeptide-8, Lecithin, Acetyl Glutamine, SH-Olgopeptide-1, SH-Olgopeptide-2, SH-Polypeptide-1, SH-Polypeptide-9, SH-Polypeptide-11, Bacillus/Soybean/Folic Acid Ferment Extract, Caprylyl Glycol, 1,2-Hexanediol\n60ml: Water, Cetyl Ethylhexanoate, Butylene Glycol, Glycerin, Sodium Hyaluronate, Caprylic/Capric Triglyceride, Centella Asiatica Extract, Sorbitan Stearate, Cetyl Alcohol, Butyrospermum Parkii (Shea) Butter, Argania Spinosa Kernel Oil, Simmondsia Chinensis (Jojoba) Seed Oil, Sorbitan Sesquioleate, Glyceryl Stearate, Stearic Acid, Portulaca Oleracea Extract, Anthemis Nobilis Flower Extract, Ceramide NP, Polysorbate 60, Candelilla Cera, Chlorphenesin, Tocopheryl Acetate, Xanthan Gum, Acrylates/C10-30 Alkyl Acrylate Crosspolymer, Morus Alba Root Extract, Tromethamine, Brassica Oleracea Italica (Broccoli) Extract, Guaiazulene, Acetyl Hexapeptide-8, Lecithin, Acetyl Glutamine, sh-Oligopeptide-1, sh-Oligopeptide-2, sh-Polypeptide-1, sh-Polypeptide-9, sh-Polypeptide-11, Bacillus/Soybean/Folic Acid Ferment Extract, Caprylyl Glycol, 1,2-Hexanediol\n",
      ),
    ).toEqual({ ok: false, reason: "one list per size (30ml, 60ml), not one product's" });
  });

  it("refuses one part's list of a product sold in parts", () => {
    // products_kbeauty_sokoglam_2022.csv:328, Neogen Probiotics Double Action Serum: a two-chamber
    // serum, of whose two lists (Soko Glam 2020 gives both) the row holds the first only.
    expect(
      splitInciList(
        "Probiotic Serum:\nWater, Lactobacillus Ferment Lysate(21%), Isopentyldiol, Triethylhexanoin, Propanediol, 1,2-Hexanediol, Niacinamide, Butylene Glycol, Acrylates/C10-30 Alkyl Acrylate Crosspolymer, Ethylhexylglycerin, Xanthan Gum, Tromethamine, Adenosine, Glycerin, Betaine, Allantoin, Trehalose, Panthenol, Lavandula Angustifolia (Lavender) Oil, Citrus Aurantium Bergamia (Bergamot) Fruit Oil, Citrus Aurantium Dulcis (Orange) Peel Oil, Aniba Rosaeodora (Rosewood) Wood Oil, Rosmarinus Officinalis (Rosemary) Leaf Oil, Eucalyptus Globulus Leaf Oil, Bifida Ferment Lysate(21ppm), Xylitol, Juglans Regia (Walnut) Seed Oil, Lactic Acid, Undaria Pinnatifida Extract, Streptococcus Thermophilus Ferment(6ppm), Honey Extract, Sodium PCA, Sodium Lactate, Caprylic/Capric Triglyceride, Glyceryl Caprylate, Arginine, Aspartic Acid, PCA, Phospholipids, Gluconic Acid, Ceramide 3, Glycine, Alanine, Musa Sapientum (Banana) Fruit Extract, Tuber Melanosporum Extract, Daucus Carota Sativa (Carrot) Root Extract, Serine, Valine, Cholesterol, Isoleucine, Threonine, Proline, Tuber Magnatum Extract, Phenylalanine, Histidine, Phellinus Linteus Extract, Glutathione, Hyaluronic Acid, Beta-Glucan, Phytosterols, Hydrolyzed Hyaluronic Acid, Sodium Hyaluronate, Limonene, Linalool\n",
      ),
    ).toEqual({
      ok: false,
      reason: 'one part\'s list of a product in several parts ("Probiotic Serum")',
    });
    // products_kbeauty_skincareapi_2017.csv:822, Mizon Vita Lemon Sparkling Powder: two packets in one text.
    expect(
      splitInciList(
        "Packet 1: Citric Acid, Absorbic Acid, Citrus Limon (Lemon) Fruit Powder, Carbonated Water, Glycolic Acid, Salix Alba (Willow) Bark Extract, Rubus Idaeus (Raspberry) Fruit Extract. Packet 2: Sodium Bicarbonate, Gardenia Yellow Color, Sodium Myristoyl Glutamate, Citrus Limon (Lemon)Fruit Powder, Carbonated Water, Trehalose, Panthenol, Allantoin, Aloe Barbadenis Leaf Extract.",
      ),
    ).toEqual({
      ok: false,
      reason: 'one part\'s list of a product in several parts ("Packet 1")',
    });
    // Tenth review: products_kbeauty_sokoglam_2022.csv, Mediheal's two-step capsule mask, whose
    // ceramide capsule (step 2) the row never lists.
    expect(
      splitInciList(
        "STEP 1 INGREDIENTS Water (Aqua/Eau), Glycerin, Butylene Glycol, Alcohol, Glycereth-26, 1,2-Hexanediol, PEG-60 Hydrogenated Castor Oil",
      ),
    ).toEqual({
      ok: false,
      reason: 'one part\'s list of a product in several parts ("STEP 1 INGREDIENTS")',
    });
  });

  it("keeps amounts with their name, for the resolver to clean", () => {
    expect(splitInciList("Water, Niacinamide (5%), Salicylic Acid 0,5%, Glycolic Acid (1,4%), Glycerin")).toEqual(
      plainList(["Water", "Niacinamide (5%)", "Salicylic Acid 0,5%", "Glycolic Acid (1,4%)", "Glycerin"]),
    );
  });

  it("leaves out the colours a range may contain across its shades", () => {
    for (const text of [
      "Glycerin, Squalane, Tocopheryl Acetate  May Contain : CI 77891, CI 77491",
      "Glycerin, Squalane, Tocopheryl Acetate. May contain/Peut contenir (±): CI 77891, CI 77491",
      "Glycerin, Squalane, Tocopheryl Acetate, (+/-) CI77492, CI77491",
      "Glycerin, Squalane, Tocopheryl Acetate, [+/-: CI 77891, CI 77491]",
    ]) {
      expect(splitInciList(text)).toEqual(plainList(["Glycerin", "Squalane", "Tocopheryl Acetate"]));
    }
  });

  it("does not let an unpaired bracket or a bracketed sub-list swallow the list", () => {
    const unpaired =
      "Water, Glycerin, Hydrogenated Polydecene, (Cyclohexasiloxane, Niacinamide, Diglycerin, Butylene Glycol";
    expect(splitInciList(unpaired)).toEqual(
      plainList([
        "Water",
        "Glycerin",
        "Hydrogenated Polydecene",
        "(Cyclohexasiloxane",
        "Niacinamide",
        "Diglycerin",
        "Butylene Glycol",
      ]),
    );
    const blend =
      "Water, Peptide Complex (Oligopeptide-10, Oryza Sativa Bran Extract, Honey Extract, Boswellia Serrata Extract), Glycerin";
    expect(splitInciList(blend).ok && splitInciList(blend)).toMatchObject({
      entries: expect.arrayContaining(["Honey Extract"]),
    });
  });

  it("keeps asterisk-marked names and drops the footnote after the list", () => {
    expect(splitInciList("Water**, Squalane, **Citronellol, Glycerin*, Linalool. *Plant Origin.")).toEqual(
      plainList(["Water**", "Squalane", "**Citronellol", "Glycerin*", "Linalool"]),
    );
    // Whatever the footnote says: a brand's formula name, a complex's marketing name.
    expect(
      splitInciList("Water, Glycerin, Linalool, Limonene. *Napiers Original Formula. **Fragrances of Natural Origin."),
    ).toEqual(plainList(["Water", "Glycerin", "Linalool", "Limonene"]));
    expect(splitInciList("Water, Glycerin, Linalool. Plant Origin.")).toEqual(
      plainList(["Water", "Glycerin", "Linalool"]),
    );
    expect(splitInciList("Water, Glycerin, Sorbic Acid. Ecocert Certified")).toEqual(
      plainList(["Water", "Glycerin", "Sorbic Acid"]),
    );
    expect(splitInciList("Water, Glycerin, Butylene Glycol, Phenoxyethanol. *Hadasei-3.")).toEqual(
      plainList(["Water", "Glycerin", "Butylene Glycol", "Phenoxyethanol"]),
    );
    expect(splitInciList("**NEW Updated Formula!**\nWater, Glycerin, Squalane, Panthenol, Allantoin")).toEqual(
      plainList(["Water", "Glycerin", "Squalane", "Panthenol", "Allantoin"]),
    );
  });

  it("keeps a line of names that opens with an organic mark (Olivarrier's Dual Moist Toning Lotion, Soko Glam)", () => {
    const olivarrier =
      "Water, Pentylene Glycol, *Camellia Sinensis Leaf, *Glycerin, Sodium Hyaluronate,\nHydrolyzed Hyaluronic Acid, Hyaluronic Acid, Propanediol, Betaine, Xanthan Gum,\n*Artemisia Annua Extract, *Camellia Sinensis Leaf Extract, *Azadirachta Indica Leaf Extract, Polyglutamic Acid, Citric Acid, Glyceryl Caprylate, *Centella Asiatica Extract, Squalane\n[* Organic ingredients ]\n";
    const split = splitInciList(olivarrier);
    expect(split.ok && split.entries.length).toBe(18);
    expect(split.ok && split.entries.at(-1)).toBe("Squalane");
  });

  it("reads the last name after a comma and 'and' (or 'dan') as a name of its own", () => {
    expect(splitInciList("Water, Glycerin, Citric Acid, and Phenoxyethanol")).toMatchObject({
      entries: ["Water", "Glycerin", "Citric Acid", "Phenoxyethanol"],
    });
    expect(splitInciList("Aqua, Glycerin, Carbomer, dan Phenoxyethanol")).toMatchObject({
      entries: ["Aqua", "Glycerin", "Carbomer", "Phenoxyethanol"],
    });
  });

  it("reads the 2017 data set's 'The green Tea Extract' as green tea, not prose", () => {
    // products_kbeauty_skincareapi_2017.csv:445 (innisfree Green Persimmon Pore Pack & Cream).
    expect(
      splitInciList("Water, Prunus Mume Fruit Extract, The green Tea Extract, Tangerine Peel Extract"),
    ).toMatchObject({
      entries: ["Water", "Prunus Mume Fruit Extract", "green Tea Extract", "Tangerine Peel Extract"],
    });
  });

  it("reads a label, one name per line, names glued without a separator and en-dash lists", () => {
    expect(splitInciList("Ingredients: Water, Glycerin, Squalane")).toEqual(
      plainList(["Water", "Glycerin", "Squalane"]),
    );
    expect(splitInciList("Water\nGlycerin\nButylene Glycol\nNiacinamide\nPanthenol")).toEqual(
      plainList(["Water", "Glycerin", "Butylene Glycol", "Niacinamide", "Panthenol"]),
    );
    expect(splitInciList("WaterHelianthus Annuus (Sunflower) Seed OilRetinolBakuchiolGlycerin")).toEqual(
      plainList(["Water", "Helianthus Annuus (Sunflower) Seed Oil", "Retinol", "Bakuchiol", "Glycerin"]),
    );
    expect(splitInciList("AQUA/WATER – ALCOHOL – GLYCERIN – BUTYLENE GLYCOL")).toEqual(
      plainList(["AQUA/WATER", "ALCOHOL", "GLYCERIN", "BUTYLENE GLYCOL"]),
    );
  });

  it("refuses names separated by spaces only, and Sociolla's no-information note", () => {
    expect(
      splitInciList(
        "Water Pentylene Glycol Glycerin Behenyl Alcohol Cetearyl Alcohol Niacinamide Glyceryl Stearate Dimethyl Sulfone Silica",
      ),
    ).toEqual({ ok: false, reason: "names separated by spaces only (unparseable)" });
    // Tony Moly Wonder Ceramide Mochi Toner (products_kbeauty_sokoglam_2022.csv): a slash inside
    // a name does not make the whole list one ferment's name.
    expect(
      splitInciList(
        "Water Dipropylene Glycol Glycerin Water Pentaerythrityl Tetraisostearate Glycereth-26 1,2-Hexanediol Macadamia Integrifolia Seed Oil Water Phenyl Trimethicone Hydroxyethyl Acrylate/Sodium Acryloyldimethyl Taurate Copolymer Styrene/VP Copolymer",
      ),
    ).toEqual({ ok: false, reason: "names separated by spaces only (unparseable)" });
    expect(splitInciList("Tidak ada informasi bahan")).toEqual({ ok: false, reason: "no ingredient list" });
    expect(splitInciList("Tidak ada infoWater, Glycerin, Lauric Acidrmasi bahan")).toEqual(
      plainList(["Water", "Glycerin", "Lauric Acid"]),
    );
  });

  it("keeps the label's INCI names when a text gives its list twice, under an [Ingredients] heading", () => {
    // Catalogue review, eighth pass: Female Daily 2025's Jeju Volcanic Pore Toner 2X (and the 2017
    // set's Pore Essence) give English names, then the label's list; read as one, it showed four
    // extracts twice, after the fragrance.
    const text =
      "Water, Alcohol, Propanediol, Volcanic Ash, Protease, Camellia Leaf Extract, Orchid Extract, Prickly Pear Extract, Tangerine Peel Extract, The green Tea Extract, Sodium Magnesium Silicate, PEG-60 Hydrogenated Castor Oil Triisostearate, Sodium Lactate, Lactic Acid, Calcium Chloride, Ethylhexylglycerin, Butylene Glycol, Silica, Disodium EDTA, Phenoxyethanol, Fragrance [Ingredients] WATER, ALCOHOL, PROPANEDIOL, VOLCANIC ASH, PROTEASE, CAMELLIA JAPONICA LEAF EXTRACT, ORCHID EXTRACT, OPUNTIA COCCINELLIFERA FRUIT EXTRACT, CITRUS UNSHIU PEEL EXTRACT, CAMELLIA SINENSIS LEAF EXTRACT, SODIUM MAGNESIUM SILICATE, PEG-60 HYDROGENATED CASTOR OIL, SODIUM LACTATE, LACTIC ACID, CALCIUM CHLORIDE, ETHYLHEXYLGLYCERIN, BUTYLENE GLYCOL, SILICA, DISODIUM EDTA, PHENOXYETHANOL, FRAGRANCE";
    const result = splitInciList(text);
    expect(result.ok && result.entries).toEqual([
      "WATER",
      "ALCOHOL",
      "PROPANEDIOL",
      "VOLCANIC ASH",
      "PROTEASE",
      "CAMELLIA JAPONICA LEAF EXTRACT",
      "ORCHID EXTRACT",
      "OPUNTIA COCCINELLIFERA FRUIT EXTRACT",
      "CITRUS UNSHIU PEEL EXTRACT",
      "CAMELLIA SINENSIS LEAF EXTRACT",
      "SODIUM MAGNESIUM SILICATE",
      "PEG-60 HYDROGENATED CASTOR OIL",
      "SODIUM LACTATE",
      "LACTIC ACID",
      "CALCIUM CHLORIDE",
      "ETHYLHEXYLGLYCERIN",
      "BUTYLENE GLYCOL",
      "SILICA",
      "DISODIUM EDTA",
      "PHENOXYETHANOL",
      "FRAGRANCE",
    ]);
    // The English copy is kept beside it, for a reviewed pair that gives it in those names.
    expect(result.ok && result.restated?.slice(0, 3)).toEqual(["Water", "Alcohol", "Propanediol"]);
    expect(result.ok && result.restated?.length).toBe(21);
  });

  it("keeps single-ingredient products", () => {
    expect(splitInciList("Squalane\n")).toEqual(plainList(["Squalane"]));
  });
});

describe("splitInciList on US Drug Facts labels (products_sephora_skincare_2025.csv)", () => {
  it("reads actives given after the list, glued to its last entry (Laneige's Triple Sunscreen, 2017 set)", () => {
    const list = splitInciList(
      "Water, Cyclopentasiloxane, Butylene Glycol, Glycerin, Titanium Dioxide (CI 77891), Mica (CI 77019)/Active Ingredients: Ethylhexylmethoxycinnamate (7%), Titanium Dioxide (5.81%), Zinc Oxide (1.96%) /",
    );
    expect(list).toEqual({
      ok: true,
      entries: [
        "Ethylhexylmethoxycinnamate (7%)",
        "Titanium Dioxide (5.81%)",
        "Zinc Oxide (1.96%)",
        "Water",
        "Cyclopentasiloxane",
        "Butylene Glycol",
        "Glycerin",
        "Mica (CI 77019)",
      ],
      activeCount: 3,
      notNames: [],
    });
  });

  it("keeps the actives with their amounts, then the inactive list from its first entry (line 117)", () => {
    const list = splitInciList(
      "Active Ingredients : Avobenzone 3.0%, Homosalate 7.0%, Octisalate 5.0%, Octocrylene 5.0% Inactive Ingredients : Water (Aqua), Butyloctyl Salicylate, Glycerin, Dimethicone, Poly C10-30 Alkyl Acrylate, VP/Eicosene Copolymer",
    );
    expect(list).toEqual({
      ok: true,
      entries: [
        "Avobenzone 3.0%",
        "Homosalate 7.0%",
        "Octisalate 5.0%",
        "Octocrylene 5.0%",
        "Water (Aqua)",
        "Butyloctyl Salicylate",
        "Glycerin",
        "Dimethicone",
        "Poly C10-30 Alkyl Acrylate",
        "VP/Eicosene Copolymer",
      ],
      activeCount: 4,
      notNames: [],
    });
  });

  it("lists an active the inactive list repeats once, as the active (line 139)", () => {
    const list = splitInciList(
      "Active Ingredients: Avobenzone (2.5%), Homosalate (7.0%), Octisalate (4.3%) Inactive Ingredients: Water / Aqua / Eau, Homosalate, Butyloctyl Salicylate, Ethylhexyl Salicylate, Butylene Glycol",
    );
    expect(list).toEqual({
      ok: true,
      entries: [
        "Avobenzone (2.5%)",
        "Homosalate (7.0%)",
        "Octisalate (4.3%)",
        "Water / Aqua / Eau",
        "Butyloctyl Salicylate",
        "Ethylhexyl Salicylate",
        "Butylene Glycol",
      ],
      activeCount: 3,
      notNames: [],
    });
  });

  it("gives a plain list no actives", () => {
    expect(splitInciList("Water, Glycerin, Niacinamide, Panthenol, Allantoin")).toMatchObject({ activeCount: 0 });
  });
});

describe("entries that are not names are set aside by name, never dropped", () => {
  // innisfree Jeju Volcanic 3 in 1 Nose Pack (products_kbeauty_skincareapi_2017.csv:1301).
  it("keeps iron oxides of different CI numbers, which are different pigments", () => {
    const list = splitInciList(
      "Water, Kaolin, Fragrance, Phenoxyethanol, Iron Oxides(Ci 77491), Iron Oxides(Ci77499), Iron Oxides(ci77492)",
    );
    expect(list).toMatchObject({ ok: true, notNames: [] });
    expect(list.ok && list.entries.slice(4)).toEqual([
      "Iron Oxides(Ci 77491)",
      "Iron Oxides(Ci77499)",
      "Iron Oxides(ci77492)",
    ]);
  });

  // Holika Holika Bulgarian Rose Serum (products_kbeauty_skincareapi_2017.csv:341).
  it("reads a common name's words in brackets as part of the name", () => {
    const list = splitInciList(
      "Water, Rosa Damascena Flower Water, Glycerin, Coix Lacryma-Jobi Ma-yuen (Job's Tears) Seed Oil, Phenoxyethanol",
    );
    expect(list).toEqual(
      plainList([
        "Water",
        "Rosa Damascena Flower Water",
        "Glycerin",
        "Coix Lacryma-Jobi Ma-yuen (Job's Tears) Seed Oil",
        "Phenoxyethanol",
      ]),
    );
  });

  // Made up from Laneige's Triple Sunscreen SPF 40 (products_kbeauty_skincareapi_2017.csv:557): a
  // direction run into a name inside the list (the real row's actives after it are read as such).
  it("names retailer text inside the list among the entries left out", () => {
    const list = splitInciList(
      "Water, Cyclopentasiloxane, Zinc Oxide, Titanium Dioxide, Mica (CI 77019)/Keep out of reach of children, Glycerin",
    );
    expect(list).toEqual({
      ok: true,
      entries: ["Water", "Cyclopentasiloxane", "Zinc Oxide", "Titanium Dioxide", "Glycerin"],
      activeCount: 0,
      notNames: ["Mica (CI 77019)/Keep out of reach of children"],
    });
  });

  // Nacific Fresh Herb Origin Mask (products_kbeauty_sokoglam_2022.csv:450): eight names whose
  // commas the source lost are names for the resolver to part, in their place, not retailer prose.
  it("keeps a long run of names in its place in the list", () => {
    const run =
      "Disodium EDTA Dipotassium Glycyrrhizate Rosmarinus Officinalis (Rosemary) Leaf Extract Chamomilla Recutita (Matricaria) Flower Extract Lavandula Angustifolia (Lavender) Flower Extract Monarda Didyma Leaf Extract Mentha Piperita (Peppermint) Leaf Extract Freesia Refracta Extract";
    expect(splitInciList(`Adenosine, PVM/MA Copolymer, ${run}, Citrus Limon (Lemon) Peel Oil Sodium Acetate`)).toEqual(
      plainList(["Adenosine", "PVM/MA Copolymer", run, "Citrus Limon (Lemon) Peel Oil Sodium Acetate"]),
    );
  });

  // Cosrx Propolis Light Ampoule (products_indonesia_femaledaily_2025.csv:389): the page's
  // directions caught after a list; words of a direction make prose, whatever its length.
  it("sets aside a long direction as prose", () => {
    const note =
      "testing on small areas recommended ▪Discontinue use if signs of irritation appear ▪Store in cool and dry places";
    const list = splitInciList(`Water, Glycerin, Butylene Glycol, Niacinamide, Phenoxyethanol, ${note}`);
    expect(list).toMatchObject({ ok: true, notNames: [note] });
  });

  it("keeps a repeated name for the plausibility gates, which read repeats", () => {
    expect(splitInciList("Water, Glycerin, Water, Butylene Glycol, Water, Phenoxyethanol")).toEqual(
      plainList(["Water", "Glycerin", "Water", "Butylene Glycol", "Water", "Phenoxyethanol"]),
    );
  });
});

describe("parsePythonList", () => {
  it("reads quoted names", () => {
    expect(parsePythonList(`['glycerin', "jojoba's oil", 'niacinamide']`)).toEqual([
      "glycerin",
      "jojoba's oil",
      "niacinamide",
    ]);
  });
});
