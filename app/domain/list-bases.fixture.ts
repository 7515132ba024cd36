/**
 * The first entries of real ingredient lists from data/ (each row's product id above it), INCI
 * names as CosIng spells them: the rows the list-read forms are tested on (docs/catalogue.md,
 * "Types and forms").
 */
export const listHeads = {
  /** abib-collagen-gel-mask-sedum-jelly (Sociolla 2025): a hydrogel cast from carrageenan, a salt and gums */
  sedumJelly: ["WATER", "CHONDRUS CRISPUS POWDER", "CERATONIA SILIQUA GUM", "GLUCOMANNAN", "POTASSIUM CHLORIDE"],
  /** primera-facial-mild-peeling (Skinsort 2023): a peeling gel, two quats in an acrylates gel */
  facialMildPeeling: [
    "WATER",
    "GLYCERIN",
    "STEARTRIMONIUM METHOSULFATE",
    "ACRYLATES/C10-30 ALKYL ACRYLATE CROSSPOLYMER",
    "ISOPROPYL ALCOHOL",
    "DISTEARYLDIMONIUM CHLORIDE",
  ],
  /** amorepacific-time-response-vintage-wash-off-masque: a tea gel masque, nothing in it cleans */
  vintageWashOffMasque: [
    "CAMELLIA SINENSIS LEAF WATER",
    "PROPANEDIOL",
    "GLYCERIN",
    "BUTYLENE GLYCOL",
    "ALCOHOL",
    "CAMELLIA SINENSIS LEAF",
    "EPIGALLOCATECHIN GALLATE",
    "CAMELLIA SINENSIS CALLUS CULTURE CONDITIONED MEDIA",
    "CAMELLIA SINENSIS CALLUS CULTURE EXTRACT",
    "HYDROLYZED CAMELLIA SINENSIS SEED EXTRACT",
  ],
  /** thank-you-farmer-back-to-relax-soothing-gel-mask: a gel mask on a detergent base */
  backToRelaxGelMask: [
    "WATER",
    "COCAMIDOPROPYL BETAINE",
    "DISODIUM COCOAMPHODIACETATE",
    "POTASSIUM COCOYL GLYCINATE",
    "ACRYLATES COPOLYMER",
    "PEG-7 GLYCERYL COCOATE",
    "GLYCERIN",
  ],
  /** belif-aqua-bomb-cica-cream: a gel-cream with a silicone and esters in its upper list */
  aquaBombCicaCream: [
    "WATER",
    "GLYCERIN",
    "CYCLOHEXASILOXANE",
    "PROPANEDIOL",
    "POLYGLYCERYL-4 CAPRATE",
    "1,2-HEXANEDIOL",
    "HYDROGENATED OLIVE OIL STEARYL ESTERS",
    "HYDROGENATED POLYDECENE",
    "CETYL PALMITATE",
    "PANTHENOL",
    "MADECASSOSIDE",
  ],
  /** missha-secret-recipe-peeling-apple-mask: a peel-off film ("Polyvinly Alcohol" in the source) */
  peelingAppleMask: ["WATER", "PYRUS MALUS FRUIT EXTRACT", "POLYVINYL ALCOHOL", "ALCOHOL", "PVP", "DIPROPYLENE GLYCOL"],
  /** elizavecca-hell-pore-clean-up-mask: a peel-off film, PVP (written "Polyvinylpyrrolidone") before it */
  hellPoreCleanUpMask: [
    "WATER",
    "PVP",
    "ALCOHOL",
    "POLYVINYL ALCOHOL",
    "CHARCOAL POWDER",
    "SALICORNIA HERBACEA EXTRACT",
  ],
  /** missha-black-ghassoul-tightening-mask: a clay mask */
  blackGhassoulMask: ["WATER", "KAOLIN", "BUTYLENE GLYCOL", "BENTONITE", "PROPYLENE GLYCOL", "GLYCERIN"],
  /** baviphat-strawberry-toxifying-mask: a clay mask */
  strawberryToxifyingMask: ["WATER", "BUTYLENE GLYCOL", "KAOLIN", "GLYCERIN", "TITANIUM DIOXIDE", "BENTONITE"],
  /** missha-near-skin-firming-peptide-v-shaping-mask: polyvinyl alcohol fifth, after gelatin */
  vShapingMask: ["WATER", "GLYCERIN", "GELATIN", "SODIUM POLYACRYLATE", "POLYVINYL ALCOHOL", "PVP"],
  /** skin1004-madagascar-centella-poremizing-quick-clay-stick-mask: clay, in a stick */
  quickClayStickMask: ["WATER", "KAOLIN", "DIPROPYLENE GLYCOL", "GLYCERIN", "TITANIUM DIOXIDE"],
  /** missha-super-aqua-double-enzyme-oxygen-mask: a bubble mask with no format word */
  doubleEnzymeOxygenMask: ["WATER", "PERFLUOROHEXANE", "GLYCERIN", "CETYL ETHYLHEXANOATE", "BUTYLENE GLYCOL"],
  /** mediheal-mogongtox-soda-bubble-sheet: a bubble sheet mask */
  sodaBubbleSheet: [
    "WATER",
    "COCAMIDOPROPYL BETAINE",
    "SODIUM COCOYL APPLE AMINO ACIDS",
    "DIPROPYLENE GLYCOL",
    "DISILOXANE",
    "SODIUM LAUROYL GLUTAMATE",
    "METHYL PERFLUOROBUTYL ETHER",
  ],
  /** amorepacific-treatment-enzyme-peel: an enzyme powder wash */
  treatmentEnzymePeel: [
    "LACTOSE",
    "MANNITOL",
    "SODIUM COCOYL GLYCINATE",
    "SODIUM LAUROYL GLUTAMATE",
    "ZEOLITE",
    "WATER",
  ],
  /** cosrx-low-ph-good-morning-cleanser: a water-based gel cleanser */
  lowPhCleanser: ["WATER", "COCAMIDOPROPYL BETAINE", "SODIUM LAUROYL METHYL ISETHIONATE", "SODIUM CHLORIDE"],
  /** belif-pore-cleaner-bubble-foam: bubbles from perfluorinated ethers */
  poreCleanerBubbleFoam: [
    "WATER",
    "CELLULOSE",
    "ALCOHOL DENAT.",
    "BUTYLENE GLYCOL",
    "METHYL PERFLUOROISOBUTYL ETHER",
    "METHYL PERFLUOROBUTYL ETHER",
  ],
  /** holika-holika-soda-pore-cleansing-bubble-foam: a sulfate foam, no gas */
  sodaPoreBubbleFoam: ["WATER", "TEA-LAURYL SULFATE", "COCAMIDOPROPYL BETAINE", "SODIUM CHLORIDE"],
  /** neogen-canadian-clay-pore-cleanser: a soap with a gas, no bubble in its name */
  canadianClayPoreCleanser: [
    "WATER",
    "KAOLIN",
    "GLYCERIN",
    "STEARIC ACID",
    "MYRISTIC ACID",
    "METHYL PERFLUOROISOBUTYL ETHER",
    "POTASSIUM HYDROXIDE",
  ],
  /** goodal-waterest-lasting-water-oil: a watery essence named "Water Oil"; its first oil is 22nd */
  waterestLastingWaterOil: ["AQUA", "BUTYLENE GLYCOL", "GLYCERIN", "NIACINAMIDE", "BIFIDA FERMENT LYSATE", "RAFFINOSE"],
  /** belif-aqua-gel-oil: a water and silicone gel */
  aquaGelOil: ["AQUA", "DIMETHICONE", "Butylene Glycerin", "ALCOHOL DENAT.", "TREHALOSE", "1,2-HEXANEDIOL"],
  /** laneige-water-bank-dual-layer-face-oil: a two-layer oil, water first, oils and esters next */
  dualLayerFaceOil: ["AQUA", "CAPRYLIC/CAPRIC TRIGLYCERIDE", "SQUALANE", "VITIS VINIFERA SEED OIL", "DECYL COCOATE"],
  /** ciracle-multi-action-h-oil: a face oil that opens with esters */
  multiActionHOil: [
    "CETEARYL ISONONANOATE",
    "TRIETHYLHEXANOIN",
    "HELIANTHUS ANNUUS SEED OIL",
    "HYDROGENATED POLYISOBUTENE",
  ],
  /** missha-super-aqua-perfect-water-deep-cleanser: a cleansing water on PEG glyceride solubilisers */
  perfectWaterDeepCleanser: [
    "AQUA",
    "PEG-6 CAPRYLIC/CAPRIC GLYCERIDES",
    "GLYCERIN",
    "PEG-7 GLYCERYL COCOATE",
    "SODIUM COCOYL APPLE AMINO ACIDS",
  ],
  /** sulwhasoo-herbal-soap: oils saponified with sodium hydroxide, a transparent bar */
  herbalSoap: [
    "AQUA",
    "OLEA EUROPAEA FRUIT OIL",
    "COCOS NUCIFERA OIL",
    "ELAEIS GUINEENSIS OIL",
    "SODIUM HYDROXIDE",
    "STEARIC ACID",
    "ALCOHOL",
  ],
  /** some-by-mi-aha-bha-pha-30-days-miracle-cleansing-bar: sodium soaps */
  miracleCleansingBar: ["LAURIC ACID", "SODIUM STEARATE", "ISOMERIZED PALM OIL", "SODIUM LAURATE", "SODIUM MYRISTATE"],
  /** innisfree-green-barley-bubble-cleanser: a potassium soap, which stays a paste */
  greenBarleyBubbleCleanser: [
    "AQUA",
    "LAURIC ACID",
    "GLYCERIN",
    "MYRISTIC ACID",
    "SORBITOL",
    "PEG-8",
    "POTASSIUM HYDROXIDE",
  ],
} as const;
