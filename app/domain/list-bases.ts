/**
 * What the top of an ingredient list says a product is physically made of, where its name does
 * not say (docs/catalogue.md, "Types and forms"). An INCI list is in descending order down to 1 %,
 * so the base of a product is among its first entries; names are CosIng INCI names, in any case.
 */

/** Clays and volcanic ash: the base of a mask that dries on the skin and is rinsed off. */
const clay = /^(kaolin|bentonite|montmorillonite|illite|volcanic ash)$|\bclay\b/i;
/** A clay among the first five entries is the base, not a pinch of oil-absorbing powder. */
export const clayWithin = 5;

export function isClay(inciName: string): boolean {
  return clay.test(inciName);
}

export function hasClayBase(inciNames: readonly string[]): boolean {
  return inciNames.slice(0, clayWithin).some(isClay);
}

/**
 * Polyvinyl alcohol is the film a peel-off mask dries into; a peel-off mask holds it at 10–15 %,
 * right after water and alcohol. Lower down it is a thickener of hydrogel patches and creams.
 * PVP, a second film former, may stand before it and is not counted (Elizavecca's Hell Pore Clean
 * Up Mask: water, PVP, alcohol, polyvinyl alcohol).
 */
const filmFormer = /^polyvinyl alcohol$/i;
const secondFilmFormer = /^(pvp|polyvinylpyrrolidone)$/i;
const filmWithin = 3;

export function hasPeelOffFilm(inciNames: readonly string[]): boolean {
  return inciNames
    .filter((name) => !secondFilmFormer.test(name))
    .slice(0, filmWithin)
    .some((name) => filmFormer.test(name));
}

/** Cationic quats that set a peeling gel into crumbs as it is rubbed. */
const crumblingQuat =
  /^(STEARTRIMONIUM METHOSULFATE|DISTEARYLDIMONIUM CHLORIDE|CETRIMONIUM CHLORIDE|BEHENTRIMONIUM CHLORIDE)$/i;
const peelingGelPolymer = /^(CARBOMER|ACRYLATES\/C10-30 ALKYL ACRYLATE CROSSPOLYMER)$/i;
const peelingGelWithin = 6;

/**
 * A peeling gel's base: a carbomer or acrylates gel with a cationic quat among its first six
 * entries and no fatty alcohol there. The quat rolls the gel into crumbs that are rubbed over the
 * skin and rinsed away (Primera's Facial Mild Peeling: steartrimonium methosulfate 3rd,
 * acrylates/C10-30 alkyl acrylate crosspolymer 4th, distearyldimonium chloride 6th); with a fatty
 * alcohol the same quats make a conditioner's cream.
 */
export function hasPeelingGelBase(inciNames: readonly string[]): boolean {
  const upper = inciNames.slice(0, peelingGelWithin).map((name) => name.trim());
  return (
    upper.some((name) => crumblingQuat.test(name)) &&
    upper.some((name) => peelingGelPolymer.test(name)) &&
    !upper.some((name) => /^(CETYL|STEARYL|CETEARYL|BEHENYL) ALCOHOL$/i.test(name))
  );
}

/**
 * Dry bases of powder washes: starches, sugars (lactose, mannitol, maltodextrin), cellulose,
 * papain, baking soda and plant powders. A list that opens with one holds no water to speak of:
 * a powder lathered with water in the palm. (Silica and talc also open sun sticks and creams.)
 */
const powderBase =
  /\bstarch$|^(lactose|mannitol|maltodextrin|cellulose|microcrystalline cellulose|papain|sodium bicarbonate)$|\bpowder$/i;

export function opensWithPowderBase(inciNames: readonly string[]): boolean {
  const [first] = inciNames;
  return first !== undefined && powderBase.test(first);
}

/**
 * Liquids that boil near skin temperature (perfluorinated ethers, perfluorohexane), dissolved
 * carbon dioxide and hydrocarbon propellants: what makes a "bubble" cleanser or mask foam by
 * itself on the skin, without being worked into a lather with water.
 */
const blowingAgent = /perfluoro|^carbonated water$|^(butane|isobutane|propane|pentane|isopentane)$/i;
const blowingAgentWithin = 10;
const promisesBubbles = /\b(bubbles?|bubbling|o2|oxygen|carbonated|sparkling)\b/i;

/** A product whose name promises bubbles and whose list holds the gas that makes them. */
export function foamsByItself(name: string, inciNames: readonly string[]): boolean {
  return (
    promisesBubbles.test(name) && inciNames.slice(0, blowingAgentWithin).some((inciName) => blowingAgent.test(inciName))
  );
}

/**
 * Plant oils, butters, squalane, triglycerides, mineral oil and the emollient esters ("Cetyl
 * Ethylhexanoate", "Dicaprylyl Carbonate", "Coco-Caprylate/Caprate", "Neopentyl Glycol
 * Diheptanoate"): what a face oil is made of. Salts ("Sodium Hyaluronate") are not esters, nor is
 * the pearly wax "Glycol Distearate".
 */
const oilOrEster =
  /\boils?\b|\bbutter\b|glyceride|squal[ae]ne|polyisobutene|polydecene|paraffinum|petrolatum|hexanoin|capr(yl|)ate\b|^(?!(sodium|potassium|magnesium|calcium|zinc|disodium|trisodium)\b)\S+yl\s(glycol\s)?\S+ate\b/i;
/** A face oil opens with its oils: one among the first three entries. */
const oilWithin = 3;

export function opensWithOilOrEster(inciNames: readonly string[]): boolean {
  return inciNames.slice(0, oilWithin).some((inciName) => oilOrEster.test(inciName));
}

const titaniumDioxide = /^titanium dioxide\b|^ci 77891\b/i;
/** A tone-up or tinted base holds its white pigment near the top, with the water and silicones. */
const whiteBaseWithin = 5;

/**
 * Titanium dioxide among the first five entries: a white base that tones the skin up (or, with
 * iron oxides, tints it), outside a sunscreen, where it is a UV filter.
 */
export function hasWhiteBase(inciNames: readonly string[]): boolean {
  return inciNames.slice(0, whiteBaseWithin).some((inciName) => titaniumDioxide.test(inciName));
}

/** Ethanol as a list names it. */
const ethanolEntry = /^(alcohol|alcohol denat\.?|sd alcohol\b.*|ethanol)$/i;

/**
 * A list that opens with water or alcohol is a liquid, whatever settles in it: no powder
 * (Holika Holika's "Pink Powder", SD alcohol 40-B then calamine, is a drying lotion).
 */
export function opensWithLiquidBase(inciNames: readonly string[]): boolean {
  const first = (inciNames[0] ?? "").trim();
  return isWaterEntry(first) || ethanolEntry.test(first);
}

/**
 * Plant waters, juices, saps, ferments, lysates, filtrates and extracts are made in water, and
 * collagen is sold as a solution: a list that opens with one has a water phase though it never
 * names water (Pyunkang Yul's spot cream opens with centella extract).
 */
const madeInWater = /(^|\s)(EXTRACT|WATER|JUICE|SAP|FILTRATE|FERMENT|LYSATE|COLLAGEN)$/i;

export function isMadeInWater(inciName: string): boolean {
  return madeInWater.test(inciName.trim());
}

/**
 * A sheet is soaked in a watery essence: its list names water, or opens with an entry made in
 * water (Whamisa's water-free sheet opens with its extracts). A mask whose list does neither
 * (innisfree's Canola Honey Mask: glycerin, butylene glycol, glycereth-26, canola oil) is a
 * cream from a jar or tube (the twenty-fourth review).
 */
export function holdsASheetEssence(inciNames: readonly string[]): boolean {
  return inciNames.some(isWaterEntry) || isMadeInWater(inciNames[0] ?? "");
}

/** Water as a list names it. */
const waterEntry = /^(water|aqua|purified water|aqua\/water|water\/aqua)$/i;

export function isWaterEntry(inciName: string): boolean {
  return waterEntry.test(inciName.trim());
}

/**
 * Whether a sheet mask's list is a hydrogel's, cast from carrageenan set with potassium chloride
 * and a locust bean or konjac gum (Abib's Collagen Gel Mask Sedum Jelly, whose name never says
 * hydrogel): lifted off a film, not unfolded like a fabric sheet.
 */
export function hasCastGelBase(inciNames: readonly string[]): boolean {
  const lists = (pattern: RegExp) => inciNames.some((inciName) => pattern.test(inciName.trim()));
  return (
    lists(/^(carrageenan|chondrus crispus powder)$/i) &&
    lists(/^potassium chloride$/i) &&
    lists(/^(ceratonia siliqua gum|glucomannan|amorphophallus konjac root powder)$/i)
  );
}

/**
 * Emulsifiers that let an oil rinse off in water: the polysorbates, PEG glyceryl esters, sorbeth
 * oleates and polyglyceryl-4 to -10 esters of cleansing balms and oils.
 */
const rinseOffEmulsifier =
  /^(polysorbate[ -]\d+|peg-\d+ glyceryl (tri)?(isostearate|oleate|cocoate|caprylate\/caprate)|sorbeth-\d+ (tetra)?oleate|polyglyceryl-(4|5|6|10) [\w/ -]+)$/i;
/** The upper list of a cleansing balm. */
const cleansingBaseWithin = 5;

/**
 * Whether a rinse-off emulsifier is among the first three entries: the base of a gel or jelly that
 * melts over the skin and rinses off with water (Missha's Blackhead Melting Oil Gel: glycerin,
 * PEG-20 glyceryl triisostearate, water).
 */
export function meltsOffWithWater(inciNames: readonly string[]): boolean {
  return inciNames.slice(0, 3).some((inciName) => rinseOffEmulsifier.test(inciName.trim()));
}

/**
 * Whether a list is a cleansing balm's or oil's base: it opens with an oil or ester, holds an
 * emulsifier that rinses it off in water among its first five entries, and no water there
 * (Erborian's Milk & Peel Balm: sunflower seed oil glycerides, glycerin, ethylhexyl stearate,
 * polysorbate 80). A balm that stays on needs no such emulsifier.
 */
export function isRinseOffOilBase(inciNames: readonly string[]): boolean {
  const top = inciNames.slice(0, cleansingBaseWithin);
  return (
    oilOrEster.test(top[0] ?? "") &&
    !top.some(isWaterEntry) &&
    top.some((inciName) => rinseOffEmulsifier.test(inciName))
  );
}

/**
 * What leaves a film that holds water in: oils and esters, silicones, waxes, petrolatum, lanolin
 * and the fatty alcohols of creams. A gel of water, glycols and a carbomer holds none.
 */
const filmFormingEmollient =
  /dimethicone|siloxane|\bwax\b|\bcera\b|^(petrolatum|lanolin|ozokerite|ceresin)$|^(cetearyl|cetyl|stearyl|behenyl|arachidyl) alcohol$/i;

/** Whether an oil, ester or other film-forming emollient is among the first `within` entries. */
export function seals(inciNames: readonly string[], within: number): boolean {
  return inciNames
    .slice(0, within)
    .some((inciName) => oilOrEster.test(inciName) || filmFormingEmollient.test(inciName));
}

/**
 * Sodium soaps set solid (liquid soaps are potassium soaps): a list with sodium hydroxide or a
 * sodium fatty-acid salt among its first ten is a bar, when the name says soap or bar.
 */
const sodiumSoap =
  /^sodium\s(hydroxide|stearate|palmate|laurate|myristate|cocoate|olivate|tallowate|palm\s?kernelate)$/i;
const sodiumSoapWithin = 10;

export function isBarSoap(name: string, inciNames: readonly string[]): boolean {
  return (
    /\b(soap|bar)\b/i.test(name) && inciNames.slice(0, sodiumSoapWithin).some((inciName) => sodiumSoap.test(inciName))
  );
}

/**
 * The mild non-ionic surfactants micellar and cleansing waters are built on, which lift make-up
 * without a lather: PEG-n caprylic/capric glycerides, PEG-n glyceryl cocoate or caprylate/caprate,
 * poloxamers, the polyglyceryl esters of short and medium fatty acids (polyglyceryl-10 laurate,
 * polyglyceryl-4 caprate, polyglyceryl-6 caprylate) and caprylyl/capryl glucoside. Not the
 * solubilisers a toner carries for its fragrance or oils (PEG-40 or PEG-60 hydrogenated castor
 * oil, polysorbate 20 or 80, PPG-26-buteth-26), nor the polyglyceryl esters of long fatty acids
 * that emulsify creams (polyglyceryl-3 methylglucose distearate).
 */
const micellarSolubiliser =
  /^(peg-\d+\s(caprylic\/capric\sglycerides|glyceryl\s(cocoate|caprylate\/caprate))|poloxamer\s\d+|polyglyceryl-\d+\s(caprylate|caprate|laurate|cocoate|myristate)|caprylyl\/capryl\sglucoside)$/i;
/**
 * A cleansing water holds its surfactant at a few per cent, right after water and two or three
 * glycols: among the first five entries a solubiliser is the base, not a foam's helper. A toner
 * holds one at a fraction of a per cent, for its fragrance, well below that.
 */
const micellarBaseWithin = 5;

export function opensWithMicellarBase(inciNames: readonly string[]): boolean {
  return inciNames.slice(0, micellarBaseWithin).some(isMicellarSolubiliser);
}

export function isMicellarSolubiliser(inciName: string): boolean {
  return micellarSolubiliser.test(inciName);
}

/**
 * What a cleansing water cleans with: a micellar solubiliser or a detergent (the amphoacetates
 * and alkyl glucosides of micellar waters) among the first five entries (docs/catalogue.md,
 * "Types and forms").
 */
export function hasMicellarCleansingBase(inciNames: readonly string[]): boolean {
  return (
    opensWithMicellarBase(inciNames) || inciNames.slice(0, micellarBaseWithin).some((inciName) => isDetergent(inciName))
  );
}

/**
 * Detergents: the foaming surfactants a wash is built on (betaines and sultaines, amino-acid
 * surfactants, isethionates and taurates, amphoacetates, alkyl sulfates and sulfosuccinates,
 * alkyl glucosides). Not the solubilisers and emulsifiers CosIng also files under cleansing
 * (polysorbates, PEG castor oils, triethanolamine), which a toner or a cream holds.
 */
const detergent =
  /(BETAINE|SULTAINE|GLUTAMATE|GLYCINATE|SARCOSINATE|TAURATE|ISETHIONATE|AMPHO(DI)?ACETATE|AMPHOPROPIONATE|SULFOSUCCINATE|(LAURYL|LAURETH(-\d+)?|COCO|MYRISTYL|PARETH(-\d+)?) SULFATE|(DECYL|COCO|LAURYL) GLUCOSIDE|COCOYL APPLE AMINO ACIDS)$/;

/** Betaine alone (trimethylglycine) is a humectant; only an alkyl betaine is a detergent. */
export function isDetergent(inciName: string): boolean {
  const upper = inciName.trim().toUpperCase();
  return upper !== "BETAINE" && detergent.test(upper);
}

/** Soap salts, listed ready-made: "Potassium Cocoate", "Sodium Palm Kernelate". */
const soapSalt =
  /^(SODIUM|POTASSIUM) (LAUR|MYRIST|PALMIT|STEAR|OLE|BEHEN|COCO|PALM|PALM KERNEL|TALLOW|OLIV|CASTOR|SUNFLOWERSEED)ATE$/;

export function isSoapSalt(inciName: string): boolean {
  return soapSalt.test(inciName.toUpperCase());
}

/** Charcoal in a mask's upper list (its first ten entries) absorbs oil; lower down it is a tint. */
const charcoal = /charcoal/i;
const cleansingWithin = 10;

/**
 * A mask that cleans: a clay base, a bubble mask's gas, or charcoal, a detergent or a soap in its
 * first ten entries. Only such a mask may be said to give a deep clean; a gel or cream mask of
 * water, glycols and extracts is rinsed off but cleans nothing (docs/catalogue.md, "Texts").
 */
export function cleansesDeep(name: string, inciNames: readonly string[]): boolean {
  return (
    hasClayBase(inciNames) ||
    foamsByItself(name, inciNames) ||
    inciNames
      .slice(0, cleansingWithin)
      .some((inciName) => charcoal.test(inciName) || isDetergent(inciName) || isSoapSalt(inciName))
  );
}

/**
 * What a cleanser cleans with: a detergent or soap among the first ten entries, an oil or ester
 * base, or a micellar solubiliser base. A list with none (water, glycols, humectants, extracts)
 * is left on, however a shop shelves it.
 */
export function hasCleansingAgent(inciNames: readonly string[]): boolean {
  return (
    inciNames.slice(0, cleansingWithin).some((inciName) => isDetergent(inciName) || isSoapSalt(inciName)) ||
    opensWithOilOrEster(inciNames) ||
    opensWithMicellarBase(inciNames)
  );
}

/**
 * Emulsifiers that hold an oil phase in water: the stearates and other fatty esters of glycerin,
 * PEG, sorbitan, polyglycerin, sucrose and methyl glucose, the polysorbates, ceteareth and
 * steareth, the glucosides and olivates of cream bases, cetyl phosphate, lecithin and the
 * silicone emulsifiers (PEG/PPG dimethicones).
 */
const emulsifier =
  /^(glyceryl (stearate|stearate se|stearate citrate|oleate|isostearate|distearate)|peg-\d+ (stearate|distearate|oleate|glyceryl \w+|methyl glucose sesquistearate)|sorbitan (stearate|sesquistearate|tristearate|olivate|oleate|sesquioleate|isostearate|laurate|palmitate)|polysorbate[ -]\d+|polyglyceryl-\d+ [\w/ -]+|sucrose (stearate|distearate|laurate|palmitate|cocoate|polystearate)|methyl glucose sesquistearate|(cetearyl|arachidyl|coco) (glucoside|olivate)|(potassium )?cetyl phosphate|(hydrogenated )?lecithin|(ceteareth|steareth|ceteth|oleth|beheneth|laureth)-\d+|.*peg\/ppg-[\d/]+ dimethicone|.*peg-\d+ (\w+ )?dimethicone|bis-peg-\d+ .*)$/i;
/**
 * What else keeps an oil in water: polymeric emulsifiers and the solubilisers (PEG hydrogenated
 * castor oils) that carry a little oil or fragrance into a water base.
 */
const dispersant =
  /^(acrylates\/c10-30 alkyl acrylate crosspolymer|polyacrylate-13|sodium polyacrylate|hydroxyethyl acrylate\/sodium acryloyldimethyl taurate copolymer|ammonium acryloyldimethyltaurate\/vp copolymer|sodium acrylates copolymer|peg-\d+ hydrogenated castor oil|ppg-\d+-peg-\d+ .*|polysorbate[ -]\d+)$/i;

export function isEmulsifier(inciName: string): boolean {
  return emulsifier.test(inciName.trim());
}

/** A light, watery texture: no emollient among the first six entries and no emulsifier among the first ten. */
const lightEmollientWithin = 6;
const lightEmulsifierWithin = 10;

/**
 * Whether the list bears out a light or watery texture ("a watery essence", "lightweight", "adds
 * moisture without any weight"): the mirror of a rich one (`seals`). An oil, ester, silicone or
 * fatty alcohol high in the list, or an emulsifier in its upper part, makes a milk or lotion.
 */
export function hasLightTexture(inciNames: readonly string[]): boolean {
  // PEG glycerides ("PEG-7 Caprylic/Capric Glycerides") dissolve in water: a toner's solubiliser, not an oil phase.
  const oilPhase = inciNames.map((inciName) => (/^peg-\d+ /i.test(inciName.trim()) ? "" : inciName));
  return (
    !seals(oilPhase, lightEmollientWithin) &&
    !inciNames.slice(0, lightEmulsifierWithin).some((inciName) => isEmulsifier(inciName))
  );
}

/** An emulsion's oil phase: an oil or ester among its main ingredients (the first five). */
const oilPhaseWithin = 5;
/**
 * What keeps a water-based product from spoiling: the preservatives and the multifunctional
 * glycols and esters that K-beauty lists use in their place.
 */
const preservative =
  /paraben|phenoxyethanol|hexanediol|ethylhexylglycerin|caprylyl glycol|pentylene glycol|benzoate|sorbate|^(benzoic|sorbic|dehydroacetic|levulinic|p-anisic|caprylhydroxamic) acid$|chlorphenesin|benzyl alcohol|hydroxyacetophenone|glyceryl caprylate|isothiazolinone|dmdm hydantoin|imidazolidinyl urea|triclosan|^alcohol( denat\.?)?$/i;

/** Whether a list names a preservative, or a glycol or ester K-beauty lists use as one. */
export function hasPreservative(inciNames: readonly string[]): boolean {
  return inciNames.some((inciName) => preservative.test(inciName.trim()));
}

const waterBaseWithin = 5;

/**
 * Whether a list made in water (water among its first five) names no preservative, nor a glycol or
 * ester used as one. Most such products would spoil, so the source may have left the end of its
 * list out (Etude House's Wonder Pore Deep Foaming Cleanser ends at "Arnica Montana Flower"); a
 * few keep without one, a soap by its high pH, a formula by its ferments or essential oils
 * (docs/catalogue.md, "Lists that name no preservative").
 */
export function namesNoPreservative(inciNames: readonly string[]): boolean {
  return inciNames.slice(0, waterBaseWithin).some(isWaterEntry) && !hasPreservative(inciNames);
}

/**
 * Whether a list has what its base needs to exist, so that a short list can be taken as the whole
 * formula and not a cut or key-ingredients-only list (docs/catalogue.md, "Texts"): a list with
 * water keeps a preservative, and with an oil among its main ingredients also an emulsifier or
 * solubiliser. A list without water (an oil, a balm, a powder) needs neither.
 */
export function listLooksWhole(inciNames: readonly string[]): boolean {
  if (!inciNames.some(isWaterEntry)) return true;
  if (!hasPreservative(inciNames)) return false;
  const oilPhase = inciNames.slice(0, oilPhaseWithin).some((inciName) => oilOrEster.test(inciName));
  return !oilPhase || inciNames.some((inciName) => isEmulsifier(inciName) || dispersant.test(inciName.trim()));
}
